import {
  Datagrid,
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
import { MoneyInput } from '../common/money-input';
import { formViews } from '../common/form-views';
import { SiteField } from '../common/site-field';
import { SITE_CHOICES } from '../players/player-list';

export function JackpotList() {
  return (
    <List sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="id" label="ID" />
        <TextField source="slug" />
        <TextField source="name" />
        <SiteField label="Site" />
        <MoneyField source="seed" textAlign="right" />
        <MoneyField source="amount" label="Current pot" textAlign="right" />
        <NumberField source="share_percent" label="Share of bets %" />
        <TextField source="chance" label="Chance per bet" />
      </Datagrid>
    </List>
  );
}

function JackpotForm() {
  return (
    <SimpleForm>
      <TextInput source="slug" validate={required()} />
      <TextInput source="name" validate={required()} />
      <SelectInput source="site_id" label="Site" choices={SITE_CHOICES} validate={required()} />
      <MoneyInput source="seed" label="Seed (the pot after a win)" validate={required()} />
      <NumberInput source="share_percent" label="Share of each bet (%)" validate={required()} />
      <TextInput source="chance" label="Chance per bet (e.g. 1/100000)" validate={required()} />
    </SimpleForm>
  );
}

export const { edit: JackpotEdit, create: JackpotCreate } = formViews(JackpotForm);
