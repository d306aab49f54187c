import type { ReactNode } from 'react';
import { BooleanField, Datagrid, List, SelectInput, TextField } from 'react-admin';
import { SiteField } from './site-field';
import { useSiteChoices } from '../sites/use-sites';

/**
 * The list every site's promotion shares: newest first, by site, its own columns between the id and site and the
 * on/off column; a row opens its Edit.
 */
export function PromotionList({ children }: { children: ReactNode }) {
  const choices = useSiteChoices();
  const filters = [
    <SelectInput key="site_id" source="site_id" label="Site" choices={choices} alwaysOn emptyText="Every site" />,
  ];
  return (
    <List sort={{ field: 'id', order: 'DESC' }} filters={filters}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="id" label="ID" />
        <SiteField source="site_id" label="Site" />
        {children}
        <BooleanField source="active" label="On" sortable={false} />
      </Datagrid>
    </List>
  );
}
