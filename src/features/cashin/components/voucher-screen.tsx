/** /cashin/acoin/voucher/: apply a voucher code, choose the amount, confirm or cancel (SPEC §4 voucher flow). */

import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FinAccount } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import { ActionPair } from '../../../components/action-pair';
import { AmountField } from '../../../components/amount-field';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { useMessages } from '../../../i18n/index';
import { describeError, errorCode, type DescribedError } from '../../../lib/error-catalogue';
import { purchaseEvent, track } from '../../../lib/analytics';
import { formatMoney } from '../../../../contract/money';
import { toMajorText, toMinorUnits } from '../../../lib/money';
import { siteConfig } from '../../../lib/site-config';
import { storage, StorageKeys } from '../../../lib/safe-storage';
import { useCancelLoadingMutation, useCompleteLoadingMutation, useStartLoadingMutation } from '../api';
import { clearPendingBatch, readPendingBatch, savePendingBatch } from '../pending-batch';
import type { PendingBatch } from '../pending-batch';
import { voucherAmountSchema, voucherCodeSchema } from '../schemas';
import type { VoucherAmountValues, VoucherCodeValues } from '../schemas';
import { AcceptedVouchers } from './accepted-vouchers';
import { MethodFrame } from './method-frame';

export interface VoucherScreenProps {
  unitToken: string;
  unitId: number;
  currency: string;
  /** The new balances a confirmed voucher answered */
  onFinAccount: (finAccount: FinAccount) => void;
  /** The voucher brands named as accepted (brand settings, through the build's site config); none by default */
  voucherBrands?: readonly string[];
}

type Notice = { severity: 'success' | 'error' | 'info'; text: string } | null;

function CodeForm({ onApply }: { onApply: (code: string) => Promise<void> }) {
  const t = useMessages().cashin;
  const { control, handleSubmit, formState } = useForm<VoucherCodeValues>({
    resolver: yupResolver(voucherCodeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  return (
    <form method="post" noValidate onSubmit={handleSubmit(({ code }) => onApply(code))}>
      <FormTextField
        control={control}
        name="code"
        label={t.voucherCode}
        clean="voucher"
        inputMode="numeric"
        autoComplete="off"
      />
      <SubmitButton formState={formState}>{t.apply}</SubmitButton>
    </form>
  );
}

function AmountForm({
  batch,
  currency,
  onConfirm,
  onCancel,
}: {
  batch: PendingBatch;
  currency: string;
  onConfirm: (amountMinor: number) => Promise<void>;
  onCancel: () => Promise<void>;
}) {
  const t = useMessages().cashin;
  const [canceling, setCanceling] = useState(false);
  const { control, handleSubmit, formState, setValue } = useForm<VoucherAmountValues>({
    resolver: yupResolver(voucherAmountSchema(batch.totalAmount)),
    mode: 'onChange',
    defaultValues: { amount: '' },
  });
  useEffect(() => {
    setValue('amount', toMajorText(batch.totalAmount), { shouldDirty: true, shouldValidate: true });
  }, [batch.totalAmount, setValue]);

  const cancel = async () => {
    setCanceling(true);
    try {
      await onCancel();
    } finally {
      setCanceling(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={handleSubmit(({ amount }) => onConfirm(toMinorUnits(amount)))}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {t.voucherBalance(formatMoney(batch.totalAmount, currency))}
      </Typography>
      <AmountField
        control={control}
        setValue={setValue}
        label={t.amount}
        range={{ minMinor: 0, maxMinor: batch.totalAmount, currency }}
      />
      <ActionPair
        primary={
          <SubmitButton formState={formState} busy={canceling}>
            {t.confirm}
          </SubmitButton>
        }
        secondary={
          <Button
            variant="outlined"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            onClick={cancel}
            disabled={canceling || formState.isSubmitting}
          >
            {t.cancel}
          </Button>
        }
      />
    </form>
  );
}

export function VoucherScreen({
  unitToken,
  unitId,
  currency,
  onFinAccount,
  voucherBrands = siteConfig.voucherBrands,
}: VoucherScreenProps) {
  const t = useMessages().cashin;
  const [batch, setBatch] = useState<PendingBatch | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [failure, setFailure] = useState<DescribedError | null>(null);
  const [startLoading] = useStartLoadingMutation();
  const [completeLoading] = useCompleteLoadingMutation();
  const [cancelLoading] = useCancelLoadingMutation();

  // A voucher applied earlier (this unit, not expired) resumes at the amount step.
  useEffect(() => {
    setBatch(readPendingBatch(storage, unitId));
  }, [unitId]);

  const forget = () => {
    clearPendingBatch(storage);
    setBatch(null);
  };

  const apply = async (code: string) => {
    setNotice(null);
    setFailure(null);
    try {
      const answer = await startLoading({ token: unitToken, code }).unwrap();
      const applied: PendingBatch = {
        token: answer.acoin_batch_token,
        timestamp: Date.now(),
        totalAmount: answer.acoin_batch.total_amount,
        id: unitId,
      };
      savePendingBatch(storage, applied);
      setBatch(applied);
    } catch (failure) {
      forget();
      const described = describeError(failure, 'applyVoucher');
      // A responsible-gambling refusal (a time-out, self-exclusion) says so in the page's language, with the way to
      // the player's limits.
      if (described.rg) setFailure(described);
      else setNotice({ severity: 'error', text: described.message });
    }
  };

  const confirm = async (amount: number) => {
    if (!batch) return;
    setNotice(null);
    setFailure(null);
    try {
      const answer = await completeLoading({
        token: unitToken,
        acoin_tx_token: batch.token,
        amount,
        fp_request_id: storage.get(StorageKeys.fpRequestId) ?? undefined,
      }).unwrap();
      onFinAccount(answer.unit.fin_account);
      forget();
      // SPEC §7: complete_loading records a purchase (vouchers are South Africa's: rand).
      track(purchaseEvent(amount, currency, 'voucher'));
      setNotice({ severity: 'success', text: t.success(formatMoney(amount, currency)) });
    } catch (failure) {
      const code = errorCode(failure);
      if (code === ErrorCodes.unauthenticated || code === ErrorCodes.batchNotFound) forget();
      // SPEC §8: a session gone by now says so, with Reload (the page signs the player in again).
      setFailure(describeError(failure, 'confirmVoucher'));
    }
  };

  const cancel = async () => {
    if (!batch) return;
    setNotice(null);
    setFailure(null);
    try {
      await cancelLoading({ token: unitToken, acoin_tx_token: batch.token }).unwrap();
    } catch {
      // The batch expires on the provider's side anyway; the player is done with it.
    }
    forget();
    setNotice({ severity: 'info', text: t.canceled });
  };

  return (
    <MethodFrame method="voucher" title={t.title}>
      <AcceptedVouchers names={voucherBrands} />
      {batch ? (
        <AmountForm key={batch.token} batch={batch} currency={currency} onConfirm={confirm} onCancel={cancel} />
      ) : (
        <CodeForm onApply={apply} />
      )}
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 3 }}>
          {notice.text}
        </Alert>
      )}
      <FormError error={failure} />
    </MethodFrame>
  );
}
