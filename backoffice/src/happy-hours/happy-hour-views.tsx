import { Box, Typography } from '@mui/material';
import {
  BooleanInput,
  FunctionField,
  NumberField,
  required,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import type { BackofficeHappyHour } from '../../../contract/backoffice-promotions';
import { formViews } from '../common/form-views';
import { WholeNumberInput } from '../common/whole-number-input';
import { MoneyField } from '../common/money-field';
import { MoneyInput } from '../common/money-input';
import { PromotionList } from '../common/promotion-list';

/** `2026-12-04T20:00:00+02:00` as staff read it: the site's own wall-clock time, as the server wrote it. */
function siteTime(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

export function HappyHourList() {
  return (
    <PromotionList>
      <TextField source="name" />
      <TextField source="schedule" label="Schedule (cron, UTC)" sortable={false} />
      <NumberField source="duration" label="Duration (s)" sortable={false} />
      <MoneyField source="config.min_deposit" label="Min. deposit" textAlign="right" />
      <NumberField source="config.bonus_percentage" label="Bonus %" sortable={false} />
      <MoneyField source="config.max_bonus" label="Max. bonus" textAlign="right" />
      <FunctionField<BackofficeHappyHour>
        label="Next start (site time)"
        render={(record) => (record.next_runs[0] ? siteTime(record.next_runs[0]) : '—')}
      />
    </PromotionList>
  );
}

/** The next five starts, in the site's time zone, as the server computed them from the saved schedule. */
function NextRuns() {
  const record = useRecordContext<BackofficeHappyHour>();
  if (!record) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2">Next starts ({record.time_zone})</Typography>
      <Box component="ul" aria-label="Next starts" sx={{ m: 0, pl: 3 }}>
        {record.next_runs.map((run) => (
          <li key={run}>
            <Typography variant="body2" component="time" dateTime={run}>
              {siteTime(run)}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function HappyHourInputs({ editing }: { editing: boolean }) {
  return (
    <>
      <TextInput
        source="name"
        validate={required()}
        helperText="Lowercase letters, digits and dashes, e.g. friday-evening"
      />
      <TextInput
        source="schedule"
        label="Schedule (cron, UTC)"
        helperText="e.g. 0 18 * * 5 = Fridays 18:00 UTC"
        validate={required()}
      />
      {editing && <NextRuns />}
      <WholeNumberInput source="duration" label="Duration (seconds)" min={60} max={86400} />
      <MoneyInput source="config.min_deposit" label="Minimum deposit" validate={required()} />
      <WholeNumberInput source="config.bonus_percentage" label="Bonus (% of the deposit)" min={1} max={1000} />
      <MoneyInput source="config.max_bonus" label="Maximum bonus" validate={required()} />
      <BooleanInput source="active" label="On" />
    </>
  );
}

export const { edit: HappyHourEdit, create: HappyHourCreate } = formViews(HappyHourInputs);
