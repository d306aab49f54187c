import { Card, CardContent, MenuItem, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  Edit,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  useRecordContext,
} from 'react-admin';
import type { SiteConfig } from '../../../contract/backoffice-promotions';
import { FEE_PERIODS } from '../../../contract/unit-config';
import { MoneyInput } from '../common/money-input';
import { useSites } from '../sites/use-sites';

const PERIOD_CHOICES = FEE_PERIODS.map((period) => ({ id: period, name: period }));
/** Amounts are minor units on the wire and typed in the currency here; counts are counts. */
const AMOUNT = /(_fee|_amount|threshold|^fee|^max_amount|^min_amount)$/;

/** One setting, by the type of the value the server answered for it. */
function ConfigInput({ source, field, value }: { source: string; field: string; value: unknown }) {
  const label = source.replace(/\./g, ': ').replace(/_/g, ' ');
  if (typeof value === 'boolean') return <BooleanInput source={source} label={label} />;
  if (field.endsWith('fee_period')) return <SelectInput source={source} label={label} choices={PERIOD_CHOICES} />;
  if (typeof value === 'number' && AMOUNT.test(field)) return <MoneyInput source={source} label={label} />;
  if (typeof value === 'number') return <NumberInput source={source} label={label} min={0} step={1} />;
  return <TextInput source={source} label={label} />;
}

/**
 * A site's unit config (SPEC §3) and the operator's own settings, each as the server answers it, the upi_* groups field
 * by field. The server checks every value as the CLI does and refuses a bad one with its message.
 */
function ConfigInputs() {
  const record = useRecordContext<SiteConfig & { id: number }>();
  if (!record) return null;
  return (
    <>
      {Object.entries(record)
        .filter(([key]) => key !== 'id')
        .flatMap(([key, value]) =>
          typeof value === 'object' && value !== null
            ? Object.entries(value).map(([field, inner]) => (
                <ConfigInput key={`${key}.${field}`} source={`${key}.${field}`} field={field} value={inner} />
              ))
            : [<ConfigInput key={key} source={key} field={key} value={value} />],
        )}
    </>
  );
}

export function SiteConfigPage() {
  const { sites } = useSites();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const siteId = chosen ?? sites[0]?.id;
  return (
    <>
      <Title title="Site config" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The unit config every player of the site gets: limits, fees and switches. Saved values apply to new
            sessions.
          </Typography>
          <MuiTextField
            select
            label="Site"
            value={siteId ?? ''}
            onChange={(event) => setChosen(Number(event.target.value))}
            size="small"
            sx={{ minWidth: 240 }}
          >
            {sites.map((site) => (
              <MenuItem key={site.id} value={site.id}>
                {site.name} ({site.currency})
              </MenuItem>
            ))}
          </MuiTextField>
        </CardContent>
      </Card>
      {siteId !== undefined && (
        <Edit resource="site_config" id={siteId} key={siteId} mutationMode="pessimistic" redirect={false} title=" ">
          <SimpleForm>
            <ConfigInputs />
          </SimpleForm>
        </Edit>
      )}
    </>
  );
}
