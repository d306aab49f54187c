import { Box, Card, CardContent, Grid, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsole } from '../common/use-console';
import { formatMoney } from '../../../contract/money';
import { lastDays } from '../reports/dates';
import type { BackofficeSite } from '../../../contract/backoffice-promotions';
import { chartSeries, compactMoney } from './chart-series';

const SPANS = [7, 30] as const;
const HEIGHT = 260;

/** GGR/NGR and deposits/withdrawals per day of the site's last 7 or 30 days. */
export function DailyCharts({ site, today }: { site: BackofficeSite; today: Date }) {
  const actions = useConsole();
  const [span, setSpan] = useState<(typeof SPANS)[number]>(7);
  const period = lastDays(span, today);
  const daily = useQuery({
    queryKey: ['reports/daily', site.id, period],
    queryFn: () => actions.daily(site.id, period.from, period.to),
  });
  const series = chartSeries(daily.data ?? []);
  const money = (value: number | null) => (value === null ? '' : formatMoney(value, site.currency));
  const xAxis = [{ scaleType: 'band' as const, data: series.labels }];
  const yAxis = [{ valueFormatter: (value: number) => compactMoney(value, site.currency), width: 64 }];

  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6">Per day</Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={span}
            onChange={(_event, value: (typeof SPANS)[number] | null) => value && setSpan(value)}
            aria-label="Days shown"
          >
            {SPANS.map((days) => (
              <ToggleButton key={days} value={days}>
                {days} days
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {daily.error ? (
          <Typography color="text.secondary">The daily figures are unavailable: {daily.error.message}</Typography>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <Box role="figure" aria-label="GGR and NGR per day">
                <Typography variant="subtitle2" color="text.secondary">
                  GGR and NGR
                </Typography>
                <LineChart
                  height={HEIGHT}
                  loading={daily.isPending}
                  xAxis={xAxis}
                  yAxis={yAxis}
                  grid={{ horizontal: true }}
                  series={[
                    { data: series.ggr, label: 'GGR', valueFormatter: money },
                    { data: series.ngr, label: 'NGR', valueFormatter: money },
                  ]}
                />
              </Box>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <Box role="figure" aria-label="Deposits and withdrawals per day">
                <Typography variant="subtitle2" color="text.secondary">
                  Deposits and withdrawals
                </Typography>
                <BarChart
                  height={HEIGHT}
                  loading={daily.isPending}
                  xAxis={xAxis}
                  yAxis={yAxis}
                  grid={{ horizontal: true }}
                  series={[
                    { data: series.deposits, label: 'Deposits', valueFormatter: money },
                    { data: series.withdrawals, label: 'Withdrawals', valueFormatter: money },
                  ]}
                />
              </Box>
            </Grid>
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
