import { Datagrid, List, ReferenceField, SelectInput, TextField, TextInput } from 'react-admin';
import { StatusChip } from '../common/status-chip';
import { DateTimeField } from '../common/date-time-field';

export const VERIFICATION_STATUSES = [
  { id: 'submitted', name: 'Submitted (to review)' },
  { id: 'pending', name: 'Pending (no document yet)' },
  { id: 'approved', name: 'Approved' },
  { id: 'rejected', name: 'Rejected' },
  { id: 'expired', name: 'Expired' },
];

const filters = [
  <SelectInput key="status" source="status" choices={VERIFICATION_STATUSES} alwaysOn emptyText="Any status" />,
  <TextInput
    key="player_id"
    source="player_id"
    label="Player ID"
    parse={(value: string) => (value ? Number(value) : undefined)}
  />,
];

export function VerificationList() {
  return (
    <List filters={filters} filterDefaultValues={{ status: 'submitted' }} sort={{ field: 'created_at', order: 'ASC' }}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="id" label="ID" />
        <DateTimeField source="created_at" label="Started" />
        <ReferenceField source="player_id" reference="players" label="Player" link="show" />
        <TextField source="level" label="For level" />
        <StatusChip source="status" />
      </Datagrid>
    </List>
  );
}
