import {
  DatagridConfigurable,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  SelectColumnsButton,
  FilterButton,
} from 'react-admin';
import { SiteField } from '../common/site-field';
import { SiteFilter } from '../common/site-filter';
import { StatusChip } from '../common/status-chip';
import { DateTimeField } from '../common/date-time-field';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Phone, name or player id" />,
  <SiteFilter key="site_id" source="site_id" />,
];

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <SelectColumnsButton />
    </TopToolbar>
  );
}

export function PlayerList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <DatagridConfigurable rowClick="show" bulkActionButtons={false}>
        <TextField source="id" label="ID" />
        <TextField source="phone" />
        <TextField source="first_name" label="First name" sortable={false} />
        <TextField source="last_name" label="Last name" />
        <SiteField source="site_id" label="Site" sortable={false} />
        <StatusChip source="verification_level" label="Verification" sortable={false} />
        <DateTimeField source="created_at" label="Signed up" />
        <DateTimeField source="last_login_at" label="Last sign-in" emptyText="never" />
      </DatagridConfigurable>
    </List>
  );
}
