import { Card, CardContent, MenuItem, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, Edit, NumberInput, SimpleForm, TextInput, Title, useRecordContext } from 'react-admin';
import { DEMO_SITES } from '../../../contract/sites';

/**
 * A site's unit config (SPEC §3), each value as the server answers it: numbers as numbers, switches as switches. The
 * server checks every value as the CLI does and refuses a bad one with its message.
 */
function ConfigInputs() {
  const record = useRecordContext<Record<string, unknown>>();
  if (!record) return null;
  return (
    <>
      {Object.entries(record)
        .filter(([key]) => key !== 'id')
        .map(([key, value]) => {
          const label = key.replace(/_/g, ' ');
          if (typeof value === 'boolean') return <BooleanInput key={key} source={key} label={label} />;
          if (typeof value === 'number') return <NumberInput key={key} source={key} label={label} />;
          if (typeof value === 'string') return <TextInput key={key} source={key} label={label} />;
          return (
            <TextInput
              key={key}
              source={key}
              label={`${label} (JSON)`}
              multiline
              format={(data: unknown) => JSON.stringify(data, null, 2)}
              parse={(text: string) => {
                try {
                  return JSON.parse(text) as unknown;
                } catch {
                  return text;
                }
              }}
            />
          );
        })}
    </>
  );
}

export function SiteConfigPage() {
  const [siteId, setSiteId] = useState(DEMO_SITES[0]?.id ?? 1);
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
            value={siteId}
            onChange={(event) => setSiteId(Number(event.target.value))}
            size="small"
          >
            {DEMO_SITES.map((site) => (
              <MenuItem key={site.id} value={site.id}>
                {site.name} ({site.currency_code})
              </MenuItem>
            ))}
          </MuiTextField>
        </CardContent>
      </Card>
      <Edit resource="site_config" id={siteId} key={siteId} mutationMode="pessimistic" redirect={false} title=" ">
        <SimpleForm>
          <ConfigInputs />
        </SimpleForm>
      </Edit>
    </>
  );
}
