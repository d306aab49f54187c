import { Alert, Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Title, useGetList, useGetIdentity, usePermissions } from 'react-admin';
import { DEMO_SITES } from '../../../contract/sites';
import { useConsole } from '../common/use-console';
import { lastDays } from '../reports/dates';
import { Figures } from '../reports/figures';
import { can, type Area, type Role } from '../roles';

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

const QUEUES: Array<{ area: Area; resource: string; filter: object; label: string; to: string }> = [
  {
    area: 'withdrawals',
    resource: 'withdrawals',
    filter: { status: 'pending' },
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

function Period({ title, days, siteId }: { title: string; days: number; siteId: number }) {
  const actions = useConsole();
  const period = lastDays(days);
  const summary = useQuery({
    queryKey: ['reports/summary', siteId, period],
    queryFn: () => actions.summary(siteId, period.from, period.to),
  });
  return (
    <Stack spacing={1}>
      <Typography variant="h6">{title}</Typography>
      {summary.error && <Alert severity="info">Figures unavailable: {summary.error.message}</Alert>}
      {summary.data && <Figures summary={summary.data} />}
    </Stack>
  );
}

export function Dashboard() {
  const { permissions } = usePermissions<Role>();
  const { identity } = useGetIdentity();
  const queues = QUEUES.filter((queue) => can(permissions, queue.area));
  const siteId = DEMO_SITES[0]?.id ?? 1;
  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
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
      {can(permissions, 'reports') && (
        <>
          <Period title="Today" days={1} siteId={siteId} />
          <Period title="Last 7 days" days={7} siteId={siteId} />
        </>
      )}
    </Stack>
  );
}
