import { Datagrid, FunctionField, List, TextField, TextInput } from 'react-admin';
import { DateTimeField } from '../common/date-time-field';

const numberOrUndefined = (value: string) => (value ? Number(value) : undefined);

const filters = [
  <TextInput key="action" source="action" alwaysOn />,
  <TextInput key="staff_id" source="staff_id" label="Staff ID" parse={numberOrUndefined} />,
  <TextInput key="player_id" source="player_id" label="Player ID" parse={numberOrUndefined} />,
];

interface AuditRecord {
  before: unknown;
  after: unknown;
}

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Every change any staff member made, newest first; rows are never changed or removed. */
export function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} title="Audit log">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" label="ID" />
        <DateTimeField source="at" label="When" />
        <TextField source="staff_id" label="Staff" emptyText="CLI" />
        <TextField source="action" />
        <TextField source="target" sortable={false} />
        <TextField source="reason" emptyText="—" sortable={false} />
        <FunctionField<AuditRecord>
          label="Change"
          render={(record) => (
            <code style={{ fontSize: 12 }}>
              {json(record.before)} → {json(record.after)}
            </code>
          )}
        />
      </Datagrid>
    </List>
  );
}
