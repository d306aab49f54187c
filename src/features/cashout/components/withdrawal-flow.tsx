/**
 * The steps every withdrawal takes (ATM, EFT, UPI): the method's form, then `pre_check` and a summary of what
 * arrives and what leaves the balance, then `create` and the pending withdrawal with what happens next.
 * The form stays mounted (hidden) while the summary shows, so that Change returns to what was typed.
 */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { FinAccount } from '../../../../contract/entities';
import type { Withdrawal, WithdrawalMethod, WithdrawalPreCheckAnswer } from '../../../../contract/withdrawals';
import { ActionPair } from '../../../components/action-pair';
import { CashScreen } from '../../../components/cash-screen';
import { RouterLink } from '../../../components/link';
import { PendingMark } from '../../../components/pending-mark';
import { useMessages } from '../../../i18n';
import { errorCode, isApiError, requiredVerificationLevel } from '../../../lib/error-catalogue';
import { useFailureHandler } from '../../../lib/failures';
import { Paths } from '../../../lib/layout';
import { formatMoney } from '../../../../contract/money';
import { storage, StorageKeys } from '../../../lib/safe-storage';
import { useWithdrawalCreateMutation, useWithdrawalPreCheckMutation } from '../api';
import type { WithdrawalCall } from '../api';
import { CashOutPaths } from '../methods';
import type { MethodTerms } from '../methods';
import { MethodIcon } from './method-icon';
import { WithdrawalError } from './withdrawal-error';
import type { WithdrawalFailure } from './withdrawal-error';

type DraftBody<M extends WithdrawalMethod> = Omit<
  Extract<WithdrawalCall, { method: M }>['body'],
  'token' | 'fp_request_id'
>;

/** What a method's form hands on: the call's body without the unit token, and whom or where the money goes. */
export type Review<M extends WithdrawalMethod> = (body: DraftBody<M>, recipient: string) => Promise<void>;

export interface WithdrawalFlowProps<M extends WithdrawalMethod> {
  method: M;
  terms: MethodTerms;
  /** The site's config turns the method on (else the form is not offered) */
  enabled: boolean;
  currency: string;
  unitToken: string;
  /** SPEC §4: any cash-out pre-check or send that the server answered */
  onAnswered: () => void;
  /** The balances a created withdrawal answered */
  onFinAccount: (finAccount: FinAccount) => void;
  /** The method's form, submitting through `review` */
  children: (review: Review<M>) => ReactNode;
}

type Stage =
  | { step: 'form' }
  | { step: 'confirm'; call: WithdrawalCall; check: WithdrawalPreCheckAnswer; recipient: string }
  | { step: 'done'; withdrawal: Withdrawal };

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}>
      <Typography
        component="dt"
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 500, textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Summary({
  terms,
  currency,
  check,
  recipient,
  busy,
  onConfirm,
  onEdit,
}: {
  terms: MethodTerms;
  currency: string;
  check: WithdrawalPreCheckAnswer;
  recipient: string;
  busy: boolean;
  onConfirm: () => void;
  onEdit: () => void;
}) {
  const t = useMessages().cashout;
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Box component="section" aria-labelledby="withdrawal-summary-title" sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" id="withdrawal-summary-title" sx={{ fontWeight: 700 }}>
        {t.summaryTitle}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 2, px: 3, py: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Row label={t.to} value={recipient} />
        <Row label={t.youReceive} value={money(check.amount)} />
        <Row label={t.fee} value={check.fee > 0 ? money(check.fee) : t.noFee} />
        {terms.min > 0 ? <Row label={t.minimum} value={money(terms.min)} /> : null}
        <Divider />
        <Row label={t.totalFromBalance} value={money(check.amount + check.fee)} strong />
      </Box>
      {terms.freeCount > 0 && terms.fee > 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {check.fee === 0 ? `${t.freeThisTime} ` : ''}
          {t.freePerPeriod(terms.freeCount, t.periods[terms.period] ?? terms.period)}
        </Typography>
      ) : null}
      <Box sx={{ mt: 1 }}>
        <ActionPair
          primary={
            <Button variant="contained" size="large" fullWidth sx={{ mt: 2 }} onClick={onConfirm} disabled={busy}>
              {t.confirm}
            </Button>
          }
          secondary={
            <Button variant="outlined" size="large" fullWidth sx={{ mt: 2 }} onClick={onEdit} disabled={busy}>
              {t.edit}
            </Button>
          }
        />
      </Box>
    </Box>
  );
}

function Pending({
  method,
  withdrawal,
  currency,
}: {
  method: WithdrawalMethod;
  withdrawal: Withdrawal;
  currency: string;
}) {
  const t = useMessages().cashout;
  return (
    <Box
      role="status"
      aria-labelledby="withdrawal-pending-title"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' }}
    >
      <PendingMark />
      <Typography variant="h6" component="h2" id="withdrawal-pending-title" sx={{ mt: 4, fontWeight: 700 }}>
        {t.pendingTitle}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t.pendingText(formatMoney(withdrawal.amount, currency))}</Typography>
      <Typography color="textSecondary" sx={{ mt: 3 }}>
        {t.nextSteps[method]}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        {t.reference(withdrawal.reference)}
      </Typography>
      <Button variant="contained" size="large" fullWidth component={RouterLink} to={Paths.statement} sx={{ mt: 4 }}>
        {t.statementLink}
      </Button>
    </Box>
  );
}

export function WithdrawalFlow<M extends WithdrawalMethod>({
  method,
  terms,
  enabled,
  currency,
  unitToken,
  onAnswered,
  onFinAccount,
  children,
}: WithdrawalFlowProps<M>) {
  const messages = useMessages();
  const t = messages.cashout;
  const [stage, setStage] = useState<Stage>({ step: 'form' });
  const [failure, setFailure] = useState<WithdrawalFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [preCheck] = useWithdrawalPreCheckMutation();
  const [create] = useWithdrawalCreateMutation();
  const handleFailure = useFailureHandler();

  const fail = (error: unknown) => {
    // An answer from the server, even a refusal, is a pre-check or send answered (a network failure is not).
    if (isApiError(error) && error.status > 0) onAnswered();
    const described = handleFailure(error);
    const code = errorCode(error);
    setFailure(described ? { code, described, requiredLevel: requiredVerificationLevel(code) } : null);
  };

  const review: Review<M> = async (body, recipient) => {
    setFailure(null);
    const call = {
      method,
      body: { ...body, token: unitToken, fp_request_id: storage.get(StorageKeys.fpRequestId) ?? undefined },
    } as unknown as WithdrawalCall;
    try {
      const check = await preCheck(call).unwrap();
      onAnswered();
      setStage({ step: 'confirm', call, check, recipient });
    } catch (error) {
      fail(error);
    }
  };

  const confirm = async () => {
    if (stage.step !== 'confirm') return;
    setFailure(null);
    setBusy(true);
    try {
      const answer = await create(stage.call).unwrap();
      onAnswered();
      onFinAccount(answer.unit.fin_account);
      setStage({ step: 'done', withdrawal: answer.withdrawal });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <CashScreen
      icon={<MethodIcon method={method} />}
      title={t.methods[method] ?? method}
      back={{ to: CashOutPaths.hub, label: t.back }}
    >
      {!enabled ? (
        <Alert severity="info">{messages.errors.methodDisabled}</Alert>
      ) : stage.step === 'done' ? (
        <Pending method={method} withdrawal={stage.withdrawal} currency={currency} />
      ) : (
        <>
          {/* A refusal answers what was asked: once the player changes anything, it no longer does. */}
          <Box hidden={stage.step !== 'form'} onChange={() => setFailure(null)}>
            {children(review)}
          </Box>
          {stage.step === 'confirm' ? (
            <Summary
              terms={terms}
              currency={currency}
              check={stage.check}
              recipient={stage.recipient}
              busy={busy}
              onConfirm={() => void confirm()}
              onEdit={() => {
                setFailure(null);
                setStage({ step: 'form' });
              }}
            />
          ) : null}
          <WithdrawalError failure={failure} terms={terms} currency={currency} />
        </>
      )}
    </CashScreen>
  );
}
