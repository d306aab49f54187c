import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { MoneyField } from '../common/money-field';
import { formViews } from '../common/form-views';
import { SiteField } from '../common/site-field';
import { MoneyInput } from '../common/money-input';
import { SITE_CHOICES } from '../players/player-list';

interface HappyHourRecord {
  next_runs?: string[];
}

export function HappyHourList() {
  return (
    <List sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="id" label="ID" />
        <SiteField label="Site" />
        <TextField source="schedule" label="Schedule (cron, UTC)" sortable={false} />
        <NumberField source="duration" label="Duration (s)" sortable={false} />
        <MoneyField source="config.min_deposit" label="Min. deposit" textAlign="right" />
        <NumberField source="config.bonus_percentage" label="Bonus %" sortable={false} />
        <MoneyField source="config.max_bonus" label="Max. bonus" textAlign="right" />
        <FunctionField<HappyHourRecord>
          label="Next runs"
          render={(record) => (record.next_runs ?? []).slice(0, 2).join(', ') || '—'}
        />
      </Datagrid>
    </List>
  );
}

function HappyHourForm() {
  return (
    <SimpleForm>
      <SelectInput source="site_id" label="Site" choices={SITE_CHOICES} validate={required()} />
      <TextInput
        source="schedule"
        label="Schedule (cron, UTC)"
        helperText="e.g. 0 18 * * 5 = Fridays 18:00 UTC"
        validate={required()}
      />
      <NumberInput source="duration" label="Duration (seconds)" min={60} validate={required()} />
      <MoneyInput source="config.min_deposit" label="Minimum deposit" validate={required()} />
      <NumberInput
        source="config.bonus_percentage"
        label="Bonus (% of the deposit)"
        min={1}
        max={1000}
        validate={required()}
      />
      <MoneyInput source="config.max_bonus" label="Maximum bonus" validate={required()} />
    </SimpleForm>
  );
}

export const { edit: HappyHourEdit, create: HappyHourCreate } = formViews(HappyHourForm);
