/**
 * /my-bets/: the player's rounds, newest first, grouped by day in the site's zone (lib/dates) as the statement is, ten a page
 * with "Load more" (the server's cursor): each with its game's picture, the bet, and the win standing out.
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GameRound, UnitRoundsAnswer } from '../../../../contract/games';
import { DayPagedList } from '../../../components/day-paged-list';
import type { DayListKind } from '../../../components/day-paged-list';
import { ReceiptIcon } from '../../../components/icons';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { Paths } from '../../../lib/layout';
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
      <Typography color="textSecondary" sx={{ mt: 1 }}>
        {t.emptyHint}
      </Typography>
      <Button component={RouterLink} to={Paths.home} variant="contained" sx={{ mt: 4, minHeight: 48 }}>
        {t.toLobby}
      </Button>
    </Box>
  );
}

const betsList: DayListKind<UnitRoundsAnswer, GameRound> = { rowsOf: (page) => page.rounds, idPrefix: 'bets-day' };

export function MyBets({ token, locale, games }: Props) {
  const t = useMessages().myBets;
  const bets = useMyBetsInfiniteQuery({ token }, { refetchOnMountOrArgChange: true });
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Typography variant="h5" component="h1">
        {t.title}
      </Typography>
      <DayPagedList query={bets} kind={betsList} label={t.rounds} locale={locale} messages={t} empty={<Empty />}>
        {(round) => <BetRow round={round} game={games.get(round.game_slug)} locale={locale} />}
      </DayPagedList>
    </Box>
  );
}
