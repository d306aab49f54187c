/**
 * /my-bets/: the player's rounds, newest first, grouped by day in the player's zone as the statement is, ten a page
 * with "Load more" (the server's cursor): each with its game's picture, the bet, and the win standing out.
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { DaySection } from '../../../components/day-section';
import { ReceiptIcon } from '../../../components/icons';
import { RouterLink } from '../../../components/link';
import { Failed, MorePages, RowsLoading } from '../../../components/paged-list';
import { useMessages } from '../../../i18n';
import { Paths } from '../../../lib/layout';
import { groupByDay } from '../../../lib/local-days';
import { useMyBetsInfiniteQuery } from '../api';
import type { GamePicture } from '../use-game-pictures';
import { BetRow } from './bet-row';

interface Props {
  /** The player's unit token (the rounds are the unit's). */
  token: string;
  /** BCP 47 locale for dates and times, e.g. 'zu-ZA'. */
  locale: string;
  /** The build's games by slug, for their pictures and pages. */
  games: ReadonlyMap<string, GamePicture>;
}

function Empty() {
  const t = useMessages().myBets;
  return (
    <Box sx={{ textAlign: 'center', px: 4, py: 10 }}>
      <ReceiptIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h6" component="p" sx={{ mt: 2 }}>
        {t.empty}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t.emptyHint}
      </Typography>
      <Button component={RouterLink} to={Paths.home} variant="contained" sx={{ mt: 4, minHeight: 48 }}>
        {t.toLobby}
      </Button>
    </Box>
  );
}

export function MyBets({ token, locale, games }: Props) {
  const t = useMessages().myBets;
  const bets = useMyBetsInfiniteQuery({ token }, { refetchOnMountOrArgChange: true });
  const { currentData, isFetching, isError, isFetchNextPageError, hasNextPage, isFetchingNextPage } = bets;
  const { refetch, fetchNextPage } = bets;
  const isLoading = !currentData && isFetching;
  const rounds = useMemo(() => currentData?.pages.flatMap((page) => page.rounds) ?? [], [currentData]);
  const days = useMemo(() => groupByDay(rounds), [rounds]);

  let body;
  if (isLoading) body = <RowsLoading />;
  else if (isError && !isFetchNextPageError) body = <Failed message={t.loadFailed} onRetry={() => void refetch()} />;
  else if (rounds.length === 0) body = <Empty />;
  else {
    body = (
      <>
        {days.map((group) => (
          <DaySection key={group.day} day={group.day} locale={locale} idPrefix="bets-day">
            {group.rows.map((round) => (
              <BetRow key={round.id} round={round} game={games.get(round.game_slug)} locale={locale} />
            ))}
          </DaySection>
        ))}
        <MorePages
          failed={isFetchNextPageError}
          failedMessage={t.moreFailed}
          hasNextPage={hasNextPage}
          loading={isFetchingNextPage}
          onMore={() => void fetchNextPage()}
        />
      </>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Typography variant="h5" component="h1">
        {t.title}
      </Typography>
      <Paper
        component="section"
        aria-label={t.rounds}
        aria-busy={isLoading || isFetchingNextPage}
        sx={{ overflow: 'hidden', pb: rounds.length > 0 && !hasNextPage ? 2 : 0 }}
      >
        {body}
      </Paper>
    </Box>
  );
}
