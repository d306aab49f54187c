/**
 * /my-account/statement/: the player's money in and out, newest first, grouped by day, ten rows a page with
 * "Load more" (the server's cursor). Filters start again from the first page.
 */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { IconBadge } from '../../../components/icon-badge';
import { ReceiptIcon } from '../../../components/icons';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { Paths } from '../../../lib/layout';
import { useStatementInfiniteQuery } from '../api';
import { NO_FILTERS, groupByDay, isRangeBackwards, isUnfiltered, statementArgs } from '../filters';
import type { StatementFilters } from '../filters';
import { StatementDay } from './statement-day';
import { StatementFilterBar } from './statement-filters';

interface Props {
  /** The player's unit token (the statement is the unit's). */
  token: string;
  /** BCP 47 locale for dates and times, e.g. 'zu-ZA'. */
  locale: string;
  /**
   * Changes when the balance changes (a socket push or a money call): the statement, when it shows everything,
   * loads again so that the new row appears.
   */
  balanceStamp?: unknown;
}

/** Read by screen readers only. */
const unseen = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function RowsLoading() {
  const loading = useMessages().common.loading;
  return (
    <Box role="status" sx={{ px: { xs: 3, sm: 4 }, py: 2 }}>
      <Box component="span" sx={unseen}>
        {loading}
      </Box>
      <Skeleton width="30%" sx={{ mt: 2 }} />
      {[0, 1, 2, 3, 4].map((n) => (
        <Box key={n} sx={{ display: 'flex', alignItems: 'center', gap: 3, py: 3 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
          </Box>
          <Skeleton width={72} />
        </Box>
      ))}
    </Box>
  );
}

function Empty({ filtered, onShowAll }: { filtered: boolean; onShowAll: () => void }) {
  const messages = useMessages();
  const t = messages.statement;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', px: 4, py: 10 }}>
      <IconBadge size={72}>
        <ReceiptIcon />
      </IconBadge>
      <Typography variant="h6" component="p" sx={{ mt: 3, fontWeight: 700 }}>
        {filtered ? t.noMatch : t.empty}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {filtered ? t.noMatchHint : t.emptyHint}
      </Typography>
      {/* Nothing at all yet: the way to the first deposit. */}
      {filtered ? (
        <Button variant="outlined" size="large" onClick={onShowAll} sx={{ mt: 4 }}>
          {t.showAll}
        </Button>
      ) : (
        <Button variant="contained" size="large" component={RouterLink} to={Paths.deposit} sx={{ mt: 4, px: 8 }}>
          {messages.common.deposit}
        </Button>
      )}
    </Box>
  );
}

function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages().statement;
  return (
    <Alert
      severity="error"
      sx={{ m: { xs: 3, sm: 4 }, alignItems: 'center' }}
      action={
        <Button color="inherit" onClick={onRetry} sx={{ minHeight: 48 }}>
          {t.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

export function Statement({ token, locale, balanceStamp }: Props) {
  const t = useMessages().statement;
  const [filters, setFilters] = useState<StatementFilters>(NO_FILTERS);
  const backwards = isRangeBackwards(filters);
  const args = useMemo(() => statementArgs(token, filters), [token, filters]);
  const statement = useStatementInfiniteQuery(args, { skip: backwards });
  const { currentData, isFetching, isError, isFetchNextPageError, hasNextPage, isFetchingNextPage } = statement;
  const { refetch, fetchNextPage } = statement;
  // currentData: after a filter change, the old filter's rows are not shown while the new ones load
  const isLoading = !currentData && isFetching;
  const rows = useMemo(() => currentData?.pages.flatMap((page) => page.transactions) ?? [], [currentData]);
  const days = useMemo(() => groupByDay(rows), [rows]);

  // A balance change while everything is shown: load again, from the first page.
  const unfiltered = isUnfiltered(filters);
  const lastStamp = useRef(balanceStamp);
  useEffect(() => {
    if (lastStamp.current === balanceStamp) return;
    const first = lastStamp.current === undefined;
    lastStamp.current = balanceStamp;
    // The unit's first balance (its channel joined) is not news: the page has just loaded.
    if (unfiltered && !first) void refetch();
  }, [balanceStamp, unfiltered, refetch]);

  const firstPageFailed = isError && !isFetchNextPageError;
  let body;
  if (backwards) body = null;
  else if (isLoading) body = <RowsLoading />;
  else if (firstPageFailed) body = <Failed message={t.loadFailed} onRetry={() => void refetch()} />;
  else if (rows.length === 0) body = <Empty filtered={!unfiltered} onShowAll={() => setFilters(NO_FILTERS)} />;
  else {
    body = (
      <>
        {days.map((group) => (
          <StatementDay key={group.day} day={group.day} rows={group.rows} locale={locale} />
        ))}
        {isFetchNextPageError ? (
          <Failed message={t.moreFailed} onRetry={() => void fetchNextPage()} />
        ) : hasNextPage ? (
          <Box sx={{ p: { xs: 3, sm: 4 } }}>
            <Button
              variant="outlined"
              fullWidth
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
              sx={{ minHeight: 48 }}
            >
              {t.loadMore}
            </Button>
          </Box>
        ) : null}
      </>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <StatementFilterBar filters={filters} onChange={setFilters} />
      <Paper
        component="section"
        aria-label={t.transactions}
        aria-busy={isLoading || isFetchingNextPage}
        sx={{ overflow: 'hidden', pb: rows.length > 0 && !hasNextPage ? 2 : 0 }}
      >
        {body}
      </Paper>
    </Box>
  );
}
