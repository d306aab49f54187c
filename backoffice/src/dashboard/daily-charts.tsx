import { Box, Card, CardContent, Grid, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsole } from '../common/use-console';
import { formatMoney } from '../../../contract/money';
import { lastDays } from '../reports/dates';
import type { BackofficeSite } from '../../../contract/backoffice-promotions';
import { chartSeries, compactMoney, type ChartSeries } from './chart-series';

const SPANS = [7, 30] as const;
const HEIGHT = 260;

/** The two charts, each of two figures of the daily series. */
const CHARTS: ReadonlyArray<{
  title: string;
  kind: 'line' | 'bar';
  figures: ReadonlyArray<readonly [keyof Omit<ChartSeries, 'labels'>, string]>;
}> = [
  {
    title: 'GGR and NGR',
    kind: 'line',
    figures: [
      ['ggr', 'GGR'],
      ['ngr', 'NGR'],
    ],
  },
  {
    title: 'Deposits and withdrawals',
    kind: 'bar',
    figures: [
      ['deposits', 'Deposits'],
      ['withdrawals', 'Withdrawals'],
    ],
  },
];

interface ChartFigureProps {
  title: string;
  /** Lines for figures that may go negative (GGR, NGR); bars for money moved (deposits, withdrawals). */
  kind: 'line' | 'bar';
  labels: string[];
  series: Array<{ data: number[]; label: string }>;
  currency: string;
  loading: boolean;
}

/** One chart of two figures per day, half the card's width on a desktop: axis ticks short, the tooltip exact. */
function ChartFigure({ title, kind, labels, series, currency, loading }: ChartFigureProps) {
  const money = (value: number | null) => (value === null ? '' : formatMoney(value, currency));
  const props = {
    height: HEIGHT,
    loading,
    xAxis: [{ scaleType: 'band' as const, data: labels }],
    yAxis: [{ valueFormatter: (value: number) => compactMoney(value, currency), width: 64 }],
    grid: { horizontal: true },
    series: series.map((one) => ({ ...one, valueFormatter: money })),
  };
  return (
    <Grid size={{ xs: 12, lg: 6 }}>
      <Box role="figure" aria-label={`${title} per day`}>
        <Typography variant="subtitle2" color="text.secondary">
          {title}
        </Typography>
        {kind === 'line' ? <LineChart {...props} /> : <BarChart {...props} />}
      </Box>
    </Grid>
  );
}

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
  const shared = { labels: series.labels, currency: site.currency, loading: daily.isPending };

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
            {CHARTS.map(({ title, kind, figures }) => (
              <ChartFigure
                key={title}
                {...shared}
                title={title}
                kind={kind}
                series={figures.map(([figure, label]) => ({ data: series[figure], label }))}
              />
            ))}
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
