import { Datagrid, ReferenceManyField, TextField, Pagination } from 'react-admin';
import { Typography } from '@mui/material';
import { DateTimeField } from '../common/date-time-field';

/** Every change staff made to this player, from the audit log (owner and compliance). */
export function PlayerAudit() {
  return (
    <ReferenceManyField
      reference="audit"
      target="player_id"
      label={false}
      perPage={25}
      sort={{ field: 'id', order: 'DESC' }}
      pagination={<Pagination />}
      empty={<Typography color="text.secondary">No changes recorded</Typography>}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateTimeField source="at" label="When" />
        <TextField source="staff_id" label="Staff" />
        <TextField source="action" />
        <TextField source="reason" emptyText="—" />
      </Datagrid>
    </ReferenceManyField>
  );
}
