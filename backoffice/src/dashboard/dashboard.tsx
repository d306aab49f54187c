import { Alert, Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Title, useGetList, useGetIdentity, usePermissions, useStore } from 'react-admin';
import { useConsole } from '../common/use-console';
import { lastDays, siteToday } from '../reports/dates';
import { Figures } from '../reports/figures';
import { can, type Area, type Role } from '../roles';
import { SitePicker } from '../sites/site-picker';
import type { BackofficeSite } from '../../../contract/backoffice-promotions';
import { useSites } from '../sites/use-sites';

/** A queue's size: what is waiting for this role's decision. */
function QueueCard({ resource, filter, label, to }: { resource: string; filter: object; label: string; to: string }) {
  const { total, isPending, error } = useGetList(resource, { filter, pagination: { page: 1, perPage: 1 } });
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} to={to}>
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h4">{error ? '—' : isPending ? '…' : total}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

// The charts library is most of the dashboard's weight: only the roles that see figures load it.
const DailyCharts = lazy(async () => ({ default: (await import('./daily-charts')).DailyCharts }));

const QUEUES: Array<{ area: Area; resource: string; filter: object; label: string; to: string }> = [
  {
    area: 'withdrawals',
    resource: 'withdrawals',
    filter: { status: 'pending', by_hand: true },
    label: 'Withdrawals to pay',
    to: '/withdrawals',
  },
  {
    area: 'verifications',
    resource: 'verifications',
    filter: { status: 'submitted' },
    label: 'Verifications to review',
    to: '/verifications',
  },
  {
    area: 'adjustments',
    resource: 'adjustments',
    filter: { status: 'awaiting_approval' },
    label: 'Adjustments to approve',
    to: '/adjustments',
  },
];

function Period({ title, days, site, today }: { title: string; days: number; site: BackofficeSite; today: Date }) {
  const actions = useConsole();
  const period = lastDays(days, today);
  const summary = useQuery({
    queryKey: ['reports/summary', site.id, period],
    queryFn: () => actions.summary(site.id, period.from, period.to),
  });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
        <Typography variant="h6">{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {period.from === period.to ? period.to : `${period.from} to ${period.to}`}
        </Typography>
      </Stack>
      {summary.error && <Alert severity="info">Figures unavailable: {summary.error.message}</Alert>}
      {summary.data && <Figures summary={summary.data} />}
    </Stack>
  );
}

/** The site's figures (finance, marketing, owner): today, the last 7 days, and per day; a picker with several sites. */
function SiteFigures() {
  const { sites, isPending, error } = useSites();
  const [chosen, setChosen] = useStore<number | undefined>('dashboard.site');
  const site = sites.find((candidate) => candidate.id === chosen) ?? sites[0];
  if (isPending) return null;
  if (error) return <Alert severity="info">Figures unavailable: {error.message}</Alert>;
  if (!site) return <Alert severity="info">No site is assigned to you yet.</Alert>;
  // Days are the site's calendar days, as the reports count them.
  const today = siteToday(site.time_zone);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" sx={{ flexGrow: 1 }}>
          {site.name}
        </Typography>
        <SitePicker sites={sites} value={site.id} onChange={setChosen} />
      </Stack>
      <Period title="Today" days={1} site={site} today={today} />
      <Period title="Last 7 days" days={7} site={site} today={today} />
      <Suspense fallback={null}>
        <DailyCharts site={site} today={today} />
      </Suspense>
    </Stack>
  );
}

export function Dashboard() {
  const { permissions } = usePermissions<Role>();
  const { identity } = useGetIdentity();
  const queues = QUEUES.filter((queue) => can(permissions, queue.area));
  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 3 }}>
      <Title title="Dashboard" />
      <Typography variant="h5">Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}</Typography>
      {queues.length > 0 && (
        <Grid container spacing={2}>
          {queues.map((queue) => (
            <Grid key={queue.resource} size={{ xs: 12, sm: 6, md: 4 }}>
              <QueueCard {...queue} />
            </Grid>
          ))}
        </Grid>
      )}
      {can(permissions, 'reports') && <SiteFigures />}
    </Stack>
  );
}
