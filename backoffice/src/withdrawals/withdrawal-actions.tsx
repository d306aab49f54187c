import { Chip, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { BackofficeWithdrawal } from '../../../contract/backoffice-withdrawals';
import { MoneyText } from '../common/money-text';
import { DecisionButtons, type Decision } from '../common/decision-buttons';
import { ReasonDialog } from '../common/reason-dialog';
import { useConsole } from '../common/use-console';

/**
 * Approve with the bank's reference (→ paid) or reject with a reason (→ failed, money returned): pending only, and
 * only what finance pays by hand; one a payout provider is paying waits for the provider's answer.
 */
export function WithdrawalActions() {
  const withdrawal = useRecordContext<BackofficeWithdrawal>();
  const actions = useConsole();
  const notify = useNotify();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<Decision | null>(null);
  if (!withdrawal || withdrawal.status !== 'pending') return null;
  if (withdrawal.payout_provider !== null) {
    return (
      <Tooltip title="The payout provider pays it: its answer settles it">
        <Chip size="small" variant="outlined" label={`Provider: ${withdrawal.payout_provider}`} />
      </Tooltip>
    );
  }
  const amount = <MoneyText minor={withdrawal.amount} siteId={withdrawal.site_id} />;
  const fee = <MoneyText minor={withdrawal.fee} siteId={withdrawal.site_id} />;
  const player = `${withdrawal.player_first_name} ${withdrawal.player_last_name}`;
  return (
    <DecisionButtons onChoose={setDialog}>
      <ReasonDialog
        open={dialog === 'approve'}
        title={`Approve withdrawal ${withdrawal.reference}`}
        description={
          <>
            Confirm the bank has paid {amount} to {player} by {withdrawal.method.toUpperCase()}. The withdrawal is
            marked paid and the player is told by SMS, with the bank&apos;s reference.
          </>
        }
        fieldLabel="Bank's payment reference"
        minLength={3}
        confirmLabel="Mark as paid"
        onClose={() => setDialog(null)}
        onConfirm={async (reference) => {
          await actions.approveWithdrawal(withdrawal.id, reference);
          notify(`Withdrawal ${withdrawal.reference} is paid`, { type: 'success' });
          refresh();
        }}
      />
      <ReasonDialog
        open={dialog === 'reject'}
        title={`Reject withdrawal ${withdrawal.reference}`}
        description={
          <>
            The withdrawal fails and {amount} and its fee of {fee} go back to {player}&apos;s balance.
          </>
        }
        confirmLabel="Reject withdrawal"
        danger
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          await actions.rejectWithdrawal(withdrawal.id, reason);
          notify(`Withdrawal ${withdrawal.reference} is rejected and the money returned`, { type: 'success' });
          refresh();
        }}
      />
    </DecisionButtons>
  );
}
