import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateTimeInput,
  List,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { BONUS_CAMPAIGN_TYPES } from '../../../contract/campaigns';
import { MoneyField } from '../common/money-field';
import { MoneyInput } from '../common/money-input';
import { formViews } from '../common/form-views';
import { SiteField } from '../common/site-field';
import { SITE_CHOICES } from '../players/player-list';
import { DateTimeField } from '../common/date-time-field';

const TYPE_CHOICES = BONUS_CAMPAIGN_TYPES.map((type) => ({ id: type, name: type.replace(/_/g, ' ') }));

export function CampaignList() {
  return (
    <List sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="id" label="ID" />
        <TextField source="name" />
        <SiteField label="Site" />
        <TextField source="type" />
        <MoneyField source="amount" textAlign="right" />
        <TextField source="wager_multiple" label="Wager ×" />
        <DateTimeField source="starts_at" label="Starts" />
        <DateTimeField source="ends_at" label="Ends" />
        <BooleanField source="enabled" />
      </Datagrid>
    </List>
  );
}

function CampaignForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <SelectInput source="site_id" label="Site" choices={SITE_CHOICES} validate={required()} />
      <SelectInput source="type" choices={TYPE_CHOICES} validate={required()} />
      <MoneyInput source="amount" label="Amount (free money)" />
      <NumberInput source="bonus_percentage" label="Bonus % (deposit bonus)" />
      <MoneyInput source="min_deposit" label="Minimum deposit" />
      <MoneyInput source="max_bonus" label="Maximum bonus" />
      <NumberInput source="wager_multiple" label="Wagering (× the bonus)" validate={required()} />
      <NumberInput source="expiry_days" label="Expires after (days)" validate={required()} />
      <DateTimeInput source="starts_at" label="Starts" />
      <DateTimeInput source="ends_at" label="Ends" />
      <BooleanInput source="enabled" />
    </SimpleForm>
  );
}

export const { edit: CampaignEdit, create: CampaignCreate } = formViews(CampaignForm);
