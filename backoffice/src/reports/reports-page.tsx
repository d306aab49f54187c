import {
  Alert,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useConsole } from '../common/use-console';
import { formatMoney } from '../../../contract/money';
import { SitePicker } from '../sites/site-picker';
import { useSites } from '../sites/use-sites';
import { lastDays, siteToday } from './dates';
import { Figures } from './figures';

/** The ledger's summary and daily series for one site and period (finance, marketing, owner). */
export function ReportsPage() {
  const actions = useConsole();
  const { sites } = useSites();
  const [chosen, setChosen] = useState<number>();
  const site = sites.find((candidate) => candidate.id === chosen) ?? sites[0];
  const [period, setPeriod] = useState(() => lastDays(7, siteToday(site?.time_zone)));
  const siteId = site?.id ?? 0;
  const summary = useQuery({
    queryKey: ['reports/summary', siteId, period],
    queryFn: () => actions.summary(siteId, period.from, period.to),
    enabled: site !== undefined,
  });
  const daily = useQuery({
    queryKey: ['reports/daily', siteId, period],
    queryFn: () => actions.daily(siteId, period.from, period.to),
    enabled: site !== undefined,
  });
  const failure = summary.error ?? daily.error;

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Reports" />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SitePicker sites={sites} value={site?.id} onChange={setChosen} />
            <TextField
              size="small"
              type="date"
              label="From"
              value={period.from}
              onChange={(event) => setPeriod({ ...period, from: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label="To"
              value={period.to}
              onChange={(event) => setPeriod({ ...period, to: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </CardContent>
      </Card>
      {failure && <Alert severity="warning">{failure.message}</Alert>}
      {summary.data && <Figures summary={summary.data} />}
      {daily.data && (
        <Card>
          <CardContent>
            <Typography variant="h6" gutterBottom>
              Daily
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['Date', 'Deposits', 'Withdrawals', 'Bets', 'Wins', 'GGR', 'Bonus cost', 'NGR', 'Active', 'New'].map(
                    (label) => (
                      <TableCell key={label} align={label === 'Date' ? 'left' : 'right'}>
                        {label}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {daily.data.map((day) => (
                  <TableRow key={day.day}>
                    <TableCell>{day.day}</TableCell>
                    {(['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonus_cost', 'ngr'] as const).map((key) => (
                      <TableCell key={key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatMoney(day[key], day.currency)}
                      </TableCell>
                    ))}
                    <TableCell align="right">{day.active_players}</TableCell>
                    <TableCell align="right">{day.new_players}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
