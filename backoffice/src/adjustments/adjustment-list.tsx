import { useState } from 'react';
import {
  Datagrid,
  List,
  ReferenceField,
  SelectInput,
  TextField,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { MoneyField } from '../common/money-field';
import { MoneyText } from '../common/money-text';
import { DecisionButtons, type Decision } from '../common/decision-buttons';
import { ReasonDialog } from '../common/reason-dialog';
import { StatusChip } from '../common/status-chip';
import { useConsole } from '../common/use-console';
import { DateTimeField } from '../common/date-time-field';

interface AdjustmentRecord {
  id: number;
  player_id: number;
  site_id: number;
  amount: number;
  status: string;
  reason: string;
  created_by: number;
}

/** The second pair of eyes: approve or reject an adjustment someone else asked for (the server refuses one's own). */
function Decide() {
  const adjustment = useRecordContext<AdjustmentRecord>();
  const { identity } = useGetIdentity();
  const actions = useConsole();
  const notify = useNotify();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<Decision | null>(null);
  if (!adjustment || adjustment.status !== 'awaiting_approval') return null;
  const amount = <MoneyText minor={adjustment.amount} siteId={adjustment.site_id} />;
  const decide = (decision: Decision) => async (reason: string) => {
    await actions.decideAdjustment(adjustment.id, decision, reason);
    notify(decision === 'approve' ? 'Adjustment applied' : 'Adjustment rejected', { type: 'success' });
    refresh();
  };
  // The server refuses approving one's own (backoffice:self_approval): the one who asked can only withdraw it.
  const own = identity !== undefined && adjustment.created_by === identity.id;
  return (
    <DecisionButtons onChoose={setDialog} approvable={!own}>
      <ReasonDialog
        open={dialog === 'approve'}
        title="Approve adjustment"
        description={
          <>
            {amount} moves through the ledger now. Asked for: “{adjustment.reason}”.
          </>
        }
        confirmLabel="Approve and apply"
        onClose={() => setDialog(null)}
        onConfirm={decide('approve')}
      />
      <ReasonDialog
        open={dialog === 'reject'}
        title={own ? 'Withdraw your adjustment' : 'Reject adjustment'}
        description={<>{amount} will not be applied.</>}
        confirmLabel="Reject"
        danger
        onClose={() => setDialog(null)}
        onConfirm={decide('reject')}
      />
    </DecisionButtons>
  );
}

const STATUSES = [
  { id: 'awaiting_approval', name: 'Awaiting approval' },
  { id: 'applied', name: 'Applied' },
  { id: 'rejected', name: 'Rejected' },
];

const filters = [<SelectInput key="status" source="status" choices={STATUSES} alwaysOn emptyText="Any status" />];

export function AdjustmentList() {
  return (
    <List filters={filters} filterDefaultValues={{ status: 'awaiting_approval' }} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" label="ID" />
        <DateTimeField source="created_at" label="Asked" />
        <ReferenceField source="player_id" reference="players" label="Player" link="show" sortable={false} />
        <MoneyField source="amount" textAlign="right" />
        <TextField source="reason" sortable={false} />
        <TextField source="created_by" label="Asked by" sortable={false} />
        <StatusChip />
        <Decide />
      </Datagrid>
    </List>
  );
}
