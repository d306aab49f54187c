/**
 * /my-account/statement/: the player's money in and out, newest first, grouped by day, ten rows a page with
 * "Load more" (the server's cursor). Filters start again from the first page.
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { StatementAnswer, StatementTransaction } from '../../../../contract/statement';
import { DayPagedList } from '../../../components/day-paged-list';
import type { DayListKind } from '../../../components/day-paged-list';
import { IconBadge } from '../../../components/icon-badge';
import { ReceiptIcon } from '../../../components/icons';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { Paths } from '../../../lib/layout';
import { useStatementInfiniteQuery } from '../api';
import { NO_FILTERS, isRangeBackwards, isUnfiltered, statementArgs } from '../filters';
import type { StatementFilters } from '../filters';
import { StatementRow } from './statement-row';
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
  /**
   * False where the site plays for fun (contract/play-money.ts): nothing to deposit, so no Deposit, and an empty
   * statement says that play is not in it (it moves no money) but in My Bets.
   */
  canDeposit?: boolean;
}

function Empty({ filtered, canDeposit, onShowAll }: { filtered: boolean; canDeposit: boolean; onShowAll: () => void }) {
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
      <Typography color="textSecondary" sx={{ mt: 1 }}>
        {filtered ? t.noMatchHint : canDeposit ? t.emptyHint : t.playEmptyHint}
      </Typography>
      {/* Nothing at all yet: the way to the first deposit. */}
      {filtered ? (
        <Button variant="outlined" size="large" onClick={onShowAll} sx={{ mt: 4 }}>
          {t.showAll}
        </Button>
      ) : canDeposit ? (
        <Button variant="contained" size="large" component={RouterLink} to={Paths.deposit} sx={{ mt: 4, px: 8 }}>
          {messages.common.deposit}
        </Button>
      ) : null}
    </Box>
  );
}

const statementList: DayListKind<StatementAnswer, StatementTransaction> = {
  rowsOf: (page) => page.transactions,
  idPrefix: 'statement-day',
};

export function Statement({ token, locale, balanceStamp, canDeposit = true }: Props) {
  const t = useMessages().statement;
  const [filters, setFilters] = useState<StatementFilters>(NO_FILTERS);
  const backwards = isRangeBackwards(filters);
  const args = useMemo(() => statementArgs(token, filters), [token, filters]);
  const statement = useStatementInfiniteQuery(args, { skip: backwards });
  const { refetch } = statement;

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

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <StatementFilterBar filters={filters} onChange={setFilters} />
      <DayPagedList
        query={statement}
        kind={statementList}
        label={t.transactions}
        locale={locale}
        messages={t}
        // A backwards range asks nothing (the filter bar says why), so there is nothing to call empty either
        empty={
          backwards ? null : (
            <Empty filtered={!unfiltered} canDeposit={canDeposit} onShowAll={() => setFilters(NO_FILTERS)} />
          )
        }
      >
        {(row) => <StatementRow row={row} locale={locale} />}
      </DayPagedList>
    </Box>
  );
}
