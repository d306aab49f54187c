/**
 * UPI deposits (India): an amount within the method's limits, then the deposit's `upi://` link, as a QR code to scan
 * or, on an Android phone with the intent method, straight into the player's UPI app. The deposit's status is
 * followed every few seconds until it is final; the balance itself arrives over the socket (unit_updated).
 */

import { yupResolver } from '@hookform/resolvers/yup';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UpiDeposit } from '../../../../contract/deposits';
import type { UpiLimits } from '../../../../contract/entities';
import { FormError } from '../../../components/form-error';
import { QrCode } from '../../../components/qr-code';
import { SubmitButton } from '../../../components/submit-button';
import { useMessages } from '../../../i18n';
import { purchaseEvent, track } from '../../../lib/analytics';
import { describeError } from '../../../lib/error-catalogue';
import type { DescribedError } from '../../../lib/error-catalogue';
import { formatMoney } from '../../../../contract/money';
import { toMinorUnits } from '../../../lib/money';
import { storage, StorageKeys } from '../../../lib/safe-storage';
import { useCreateUpiDepositMutation, useUpiDepositQuery } from '../api';
import { leaveTo } from '../browser';
import { sandboxPageOf } from '../return-address';
import { depositAmountSchema } from '../schemas';
import type { DepositAmountValues } from '../schemas';
import { DepositAmountField } from './amount-field';
import { MethodFrame } from './method-frame';

/** How often a pending deposit is asked after: often enough to feel live, rarely enough for a phone's data. */
export const UPI_POLL_MS = 3_000;

export interface UpiScreenProps {
  method: 'qr' | 'intent';
  limits: UpiLimits;
  unitToken: string;
  currency: string;
  /** Android opens upi:// in the player's app; elsewhere the QR code is shown */
  android: boolean;
  pollMs?: number;
}

function AmountStep({
  limits,
  currency,
  submitLabel,
  onAmount,
}: {
  limits: UpiLimits;
  currency: string;
  submitLabel: string;
  onAmount: (minor: number) => Promise<void>;
}) {
  const range = { minMinor: limits.min_amount, maxMinor: limits.max_amount, currency };
  const { control, handleSubmit, formState, setValue } = useForm<DepositAmountValues>({
    resolver: yupResolver(depositAmountSchema(range)),
    mode: 'onChange',
    defaultValues: { amount: '' },
  });
  return (
    <form method="post" noValidate onSubmit={handleSubmit(({ amount }) => onAmount(toMinorUnits(amount)))}>
      <DepositAmountField control={control} setValue={setValue} limits={range} />
      <SubmitButton formState={formState}>{submitLabel}</SubmitButton>
    </form>
  );
}

/** A small, clearly-marked link for testers: only the sandbox provider's hosted page ever gets one. */
function TestPaymentLink({ redirectUrl }: { redirectUrl: string }) {
  const t = useMessages().depositMethods;
  const page = sandboxPageOf(redirectUrl);
  if (!page) return null;
  return (
    <Box sx={{ mt: 3, p: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="caption" color="textSecondary" component="p">
        {t.testMode}:{' '}
        <Link
          href={page}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 48 }}
        >
          {t.openTestPage}
        </Link>
      </Typography>
    </Box>
  );
}

function DepositStep({
  deposit,
  showQr,
  currency,
  onAgain,
}: {
  deposit: UpiDeposit;
  showQr: boolean;
  currency: string;
  onAgain: () => void;
}) {
  const t = useMessages().depositMethods;
  const amount = formatMoney(deposit.amount, currency);
  const again = (
    <Button variant="outlined" size="large" fullWidth sx={{ mt: 3 }} onClick={onAgain}>
      {t.newDeposit}
    </Button>
  );
  if (deposit.status === 'paid') {
    return (
      <>
        <Alert severity="success" role="status">
          {t.paid(amount)}
        </Alert>
        {again}
      </>
    );
  }
  if (deposit.status === 'canceled' || deposit.status === 'failed' || deposit.status === 'expired') {
    return (
      <>
        <Alert severity={deposit.status === 'failed' ? 'error' : 'warning'} role="alert">
          {t[deposit.status]}
        </Alert>
        {again}
      </>
    );
  }
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center' }} spacing={3}>
      <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 800 }}>
        {amount}
      </Typography>
      {showQr ? (
        <>
          <Box sx={{ p: 2, bgcolor: '#fff', borderRadius: 2, boxShadow: 1, width: '100%', maxWidth: 264 }}>
            <QrCode value={deposit.upi_uri} label={t.qrLabel(amount)} size={240} />
          </Box>
          <Typography variant="body2">{t.scanQr}</Typography>
        </>
      ) : (
        <>
          <Button variant="contained" size="large" fullWidth href={deposit.upi_uri} sx={{ minHeight: 56 }}>
            {t.openApp}
          </Button>
          <Typography variant="body2">{t.openAppHint}</Typography>
        </>
      )}
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, color: 'text.secondary' }}>
        <CircularProgress size={18} aria-hidden="true" />
        <Typography variant="body2">{t.waiting}</Typography>
      </Box>
      <TestPaymentLink redirectUrl={deposit.redirect_url} />
    </Stack>
  );
}

export function UpiScreen({ method, limits, unitToken, currency, android, pollMs = UPI_POLL_MS }: UpiScreenProps) {
  const t = useMessages().depositMethods;
  const [deposit, setDeposit] = useState<UpiDeposit | null>(null);
  const [failure, setFailure] = useState<DescribedError | null>(null);
  const [createDeposit] = useCreateUpiDepositMutation();
  // Asked after every few seconds while pending; a final status (or leaving the page) ends the polling.
  const { data } = useUpiDepositQuery(
    deposit?.status === 'pending' ? { id: deposit.id, token: unitToken } : skipToken,
    { pollingInterval: pollMs },
  );
  useEffect(() => {
    const latest = data?.deposit;
    if (latest && deposit && latest.id === deposit.id && latest.status !== deposit.status) setDeposit(latest);
  }, [data, deposit]);
  const intentInApp = method === 'intent' && android;

  // A paid deposit is a purchase, reported once.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (deposit?.status !== 'paid' || reported.current === deposit.id) return;
    reported.current = deposit.id;
    track(purchaseEvent(deposit.amount, currency, method === 'qr' ? 'upi_qr' : 'upi_intent'));
  }, [deposit, currency, method]);

  const start = async (amount: number) => {
    setFailure(null);
    try {
      const answer = await createDeposit({
        token: unitToken,
        amount,
        method,
        fp_request_id: storage.get(StorageKeys.fpRequestId) ?? undefined,
      }).unwrap();
      setDeposit(answer.deposit);
      if (intentInApp) leaveTo(answer.deposit.upi_uri);
    } catch (error) {
      setFailure(describeError(error));
    }
  };

  return (
    <MethodFrame
      method={method === 'qr' ? 'upiQr' : 'upiIntent'}
      title={method === 'qr' ? t.upiQrTitle : t.upiIntentTitle}
    >
      {deposit ? (
        <DepositStep deposit={deposit} showQr={!intentInApp} currency={currency} onAgain={() => setDeposit(null)} />
      ) : (
        <AmountStep
          limits={limits}
          currency={currency}
          submitLabel={method === 'qr' ? t.showQr : t.payInApp}
          onAmount={start}
        />
      )}
      <FormError error={failure} />
    </MethodFrame>
  );
}
