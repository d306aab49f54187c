/**
 * A list read a page at a time by cursor and grouped by the player's days (my bets, the statement): the section that
 * holds it, its loading, failure and empty states, the days and Load more. Each feature passes its query and its row.
 */

import Paper from '@mui/material/Paper';
import { Fragment, useMemo } from 'react';
import type { ReactNode } from 'react';
import { groupByDay } from '../lib/dates';
import { DaySection } from './day-section';
import { Failed, MorePages, RowsLoading } from './paged-list';

/** What the list reads of an RTK Query infinite query's result. */
export type PagedQuery<Page> = Record<
  'isFetching' | 'isError' | 'isFetchNextPageError' | 'hasNextPage' | 'isFetchingNextPage',
  boolean
> & {
  currentData?: { pages: readonly Page[] };
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

/** What sets one feature's list apart, made once at module level (so that rows are not gathered again per render). */
export interface DayListKind<Page, Row> {
  /** A page's rows, newest first */
  rowsOf: (page: Page) => readonly Row[];
  /** Makes the days' heading ids unique on the page, e.g. 'statement-day' */
  idPrefix: string;
}

interface Props<Page, Row> {
  query: PagedQuery<Page>;
  kind: DayListKind<Page, Row>;
  /** The section's accessible name */
  label: string;
  /** BCP 47 locale for the days' headings, e.g. 'zu-ZA' */
  locale: string;
  /** The feature's words for a first page, or a next page, that failed */
  messages: { loadFailed: string; moreFailed: string };
  /** Shown when there are no rows (null for nothing, as when no query is made) */
  empty: ReactNode;
  /** One row, an <li> */
  children: (row: Row) => ReactNode;
}

export function DayPagedList<Page, Row extends { id: number | string; created_at: string }>({
  query,
  kind: { rowsOf, idPrefix },
  label,
  locale,
  messages: { loadFailed, moreFailed },
  empty,
  children,
}: Props<Page, Row>) {
  const { currentData, isFetching, isError, isFetchNextPageError, hasNextPage, isFetchingNextPage } = query;
  // currentData: after the query's arguments change, the old rows are not shown while the new ones load
  const isLoading = !currentData && isFetching;
  const rows = useMemo(() => currentData?.pages.flatMap(rowsOf) ?? [], [currentData, rowsOf]);
  const days = useMemo(() => groupByDay(rows), [rows]);

  let body;
  if (isLoading) body = <RowsLoading />;
  else if (isError && !isFetchNextPageError)
    body = <Failed message={loadFailed} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0) body = empty;
  else {
    body = (
      <>
        {days.map((group) => (
          <DaySection key={group.day} day={group.day} locale={locale} idPrefix={idPrefix}>
            {group.rows.map((row) => (
              <Fragment key={row.id}>{children(row)}</Fragment>
            ))}
          </DaySection>
        ))}
        <MorePages
          failed={isFetchNextPageError}
          failedMessage={moreFailed}
          hasNextPage={hasNextPage}
          loading={isFetchingNextPage}
          onMore={() => void query.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <Paper
      component="section"
      aria-label={label}
      aria-busy={isLoading || isFetchingNextPage}
      sx={{ overflow: 'hidden', pb: rows.length > 0 && !hasNextPage ? 2 : 0 }}
    >
      {body}
    </Paper>
  );
}
