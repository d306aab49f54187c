import { Datagrid, List, SelectInput, TextField, TextInput } from 'react-admin';
import { SiteField } from '../common/site-field';
import { StatusChip } from '../common/status-chip';
import { DateTimeField } from '../common/date-time-field';
import { SiteFilter } from '../common/site-filter';

export const VERIFICATION_STATUSES = [
  { id: 'submitted', name: 'Submitted (to review)' },
  { id: 'pending', name: 'Pending (on the form)' },
  { id: 'approved', name: 'Approved' },
  { id: 'rejected', name: 'Rejected' },
  { id: 'expired', name: 'Expired' },
];

const filters = [
  <SelectInput key="status" source="status" choices={VERIFICATION_STATUSES} alwaysOn emptyText="Any status" />,
  <SiteFilter key="site_id" source="site_id" alwaysOn emptyText="Any site" />,
  <TextInput
    key="player_id"
    source="player_id"
    label="Player ID"
    alwaysOn
    parse={(value: string) => (/^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : undefined)}
  />,
];

/** The queue: what players submitted, oldest first, so nobody waits longest. */
export function VerificationList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'submitted' }}
      sort={{ field: 'submitted_at', order: 'ASC' }}
      perPage={25}
    >
      <Datagrid bulkActionButtons={false} rowClick="show">
        <DateTimeField source="submitted_at" label="Submitted" emptyText="not yet" />
        <TextField source="player_name" label="Player" sortable={false} />
        <TextField source="player_phone" label="Phone" sortable={false} />
        <SiteField source="site_id" label="Site" sortable={false} />
        <TextField source="level" label="For level" />
        <StatusChip source="status" label="Status" />
        <DateTimeField source="created_at" label="Started" />
      </Datagrid>
    </List>
  );
}
