/**
 * /my-account/activity/: deposits, withdrawals, wagered, won and the net position, since the player joined and for
 * each of the last 6 or 12 months (one activity call each, `from` inclusive and `to` exclusive).
 */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { formatMoney } from '../../../../contract/money';
import type { RgActivityAnswer } from '../../../../contract/rg';
import { RouterLink } from '../../../components/link';
import { useRgMessages } from '../../../i18n/rg';
import { Paths } from '../../../lib/layout';
import { useActivityQuery } from '../api';
import { signedMoney } from '../format';

const MONTH_CHOICES = [6, 12] as const;

interface Span {
  from?: string;
  to?: string;
}

import { lastMonths } from '../../../lib/dates';

const netColour = (net: number) => (net > 0 ? 'success.main' : net < 0 ? 'error.main' : 'text.primary');

/** The net position first (what the player most needs to see), then the four sums it comes from. */
function Figures({ figures, currency, big }: { figures: RgActivityAnswer; currency: string; big?: boolean }) {
  const t = useRgMessages();
  const sums = [
    [t.deposits, figures.deposits],
    [t.withdrawals, figures.withdrawals],
    [t.wagered, figures.wagered],
    [t.won, figures.won],
  ] as const;
  return (
    // Two lists, each of dt and dd (or div groups of them) only, as a definition list must be for screen readers.
    <div>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography component="dt" variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
          {t.netPosition}
        </Typography>
        <Typography
          component="dd"
          sx={{
            m: 0,
            fontSize: big ? '2rem' : '1.375rem',
            lineHeight: 1.2,
            fontWeight: 800,
            fontVariantNumeric: 'tabular-nums',
            color: netColour(figures.net_position),
          }}
        >
          {signedMoney(figures.net_position, currency)}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 2,
          mb: 0,
          mt: 2,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {sums.map(([term, amount]) => (
          <div key={term}>
            <Typography component="dt" variant="caption" color="textSecondary" sx={{ display: 'block' }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(amount, currency)}
            </Typography>
          </div>
        ))}
      </Box>
    </div>
  );
}

function SpanCard({ span, title, currency, big }: { span: Span; title: string; currency: string; big?: boolean }) {
  const t = useRgMessages();
  const activity = useActivityQuery(span);
  const headingId = `activity-${span.from ?? 'lifetime'}`;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography
        id={headingId}
        variant={big ? 'h6' : 'subtitle1'}
        component="h2"
        sx={{ fontWeight: 800, mb: 1.5, textTransform: big ? undefined : 'capitalize' }}
      >
        {title}
      </Typography>
      {activity.data ? (
        <Figures figures={activity.data} currency={currency} big={big} />
      ) : activity.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void activity.refetch()} sx={{ minHeight: 44 }}>
              {t.retry}
            </Button>
          }
        >
          {t.activityFailed}
        </Alert>
      ) : (
        <Skeleton variant="rounded" height={big ? 130 : 120} aria-hidden="true" />
      )}
    </Paper>
  );
}

export function ActivityScreen({ currency, locale }: { currency: string; locale: string }) {
  const t = useRgMessages();
  const [count, setCount] = useState<number>(MONTH_CHOICES[0]);
  const months = useMemo(() => lastMonths(count, locale), [count, locale]);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {t.activityTitle}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t.activityIntro}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t.netHint}
        </Typography>
        <Button component={RouterLink} to={Paths.limits} variant="text" sx={{ mt: 1, ml: -1, minHeight: 44 }}>
          {t.limitsLink}
        </Button>
      </Paper>
      <SpanCard span={{}} title={t.lifetime} currency={currency} big />
      <ToggleButtonGroup
        exclusive
        value={count}
        onChange={(_, value: number | null) => value && setCount(value)}
        aria-label={t.months}
        size="small"
        sx={{ justifySelf: 'start', bgcolor: 'background.paper' }}
      >
        {MONTH_CHOICES.map((choice) => (
          <ToggleButton
            key={choice}
            value={choice}
            sx={{ minHeight: 44, px: 2, textTransform: 'none', fontWeight: 700 }}
          >
            {t.lastMonths(choice)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {months.map((month) => (
          <SpanCard key={month.from} span={month} title={month.name} currency={currency} />
        ))}
      </Box>
    </Box>
  );
}
