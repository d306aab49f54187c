import {
  DatagridConfigurable,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  SelectColumnsButton,
  FilterButton,
} from 'react-admin';
import { DEMO_SITES } from '../../../contract/sites';
import { SiteField } from '../common/site-field';
import { StatusChip } from '../common/status-chip';
import { DateTimeField } from '../common/date-time-field';

export const SITE_CHOICES = DEMO_SITES.map((site) => ({ id: site.id, name: site.name }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Phone, name or player id" />,
  <SelectInput key="site_id" source="site_id" label="Site" choices={SITE_CHOICES} />,
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
