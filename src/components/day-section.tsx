/** One day of a list grouped by day (the statement, my bets): its heading ("Today", "Yesterday" or the date), rows. */

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n';
import { dayHeading, timeOf } from '../lib/dates';

interface Props {
  /** 'YYYY-MM-DD' in the site's zone (lib/dates groupByDay). */
  day: string;
  locale: string;
  /** Makes the heading's id unique on the page, e.g. 'statement-day'. */
  idPrefix: string;
  /** The day's rows, each an <li>. */
  children: ReactNode;
}

export function DaySection({ day, locale, idPrefix, children }: Props) {
  const t = useMessages().statement;
  const headingId = `${idPrefix}-${day}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        variant="subtitle2"
        color="textSecondary"
        sx={{ px: { xs: 3, sm: 4 }, pt: 4, pb: 1, fontWeight: 700 }}
      >
        {dayHeading(day, locale, t)}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** A row's time of day under its day's heading, in the site's zone and the page's language (lib/dates). */
export function RowTime({ at, locale }: { at: string; locale: string }) {
  return (
    <Box component="time" dateTime={at} sx={{ whiteSpace: 'nowrap' }}>
      {timeOf(at, locale)}
    </Box>
  );
}
