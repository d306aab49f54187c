/**
 * One round in my bets: the game (its picture and name), when, what was bet and what it won, a win stands out. A round
 * played on the play balance (contract/play-money.ts) says so on both amounts ("Play bet", "Play win"), and its win
 * does not stand out as money won (docs/responsible-gambling.md).
 */

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { THUMBNAIL_SIZE } from '../../../../contract/content';
import type { GameRound } from '../../../../contract/games';
import { RowTime } from '../../../components/day-section';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { gameHref } from '../../../lib/catalogue';
import { formatMoney } from '../../../../contract/money';
import type { GamePicture } from '../use-game-pictures';

const PICTURE_WIDTH = 42;
const PICTURE_HEIGHT = Math.round((PICTURE_WIDTH * THUMBNAIL_SIZE.height) / THUMBNAIL_SIZE.width);

function Picture({ game }: { game: GamePicture | undefined }) {
  return (
    <Box
      sx={{
        flex: 'none',
        width: PICTURE_WIDTH,
        height: PICTURE_HEIGHT,
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'action.selected',
        // The thumbnail is SVG, laid out and painted on the main thread: only the rows near the screen draw theirs.
        contentVisibility: 'auto',
      }}
    >
      {game ? (
        <img
          src={game.thumbnail}
          alt=""
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          loading="lazy"
          decoding="async"
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : null}
    </Box>
  );
}

export function BetRow({ round, game, locale }: { round: GameRound; game?: GamePicture; locale: string }) {
  const t = useMessages().myBets;
  const won = round.win > 0;
  const play = round.play === true;
  const name = (
    <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {round.game_name}
    </Typography>
  );
  return (
    <Box
      component="li"
      data-testid="bet-row"
      sx={{ display: 'flex', alignItems: 'center', gap: 3, py: 3, px: { xs: 3, sm: 4 } }}
    >
      <Picture game={game} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {game ? (
          <Box component={RouterLink} to={gameHref(game)} sx={{ color: 'text.primary' }}>
            {name}
          </Box>
        ) : (
          name
        )}
        <Typography variant="body2" color="textSecondary">
          {play ? t.playBet : t.bet} {formatMoney(round.bet, round.currency)} ·{' '}
          <RowTime at={round.created_at} locale={locale} />
        </Typography>
      </Box>
      <Box sx={{ flex: 'none', textAlign: 'right' }}>
        {won ? (
          <Typography
            data-testid="bet-win"
            sx={{
              fontWeight: 700,
              whiteSpace: 'nowrap',
              fontVariantNumeric: 'tabular-nums',
              color: play ? 'text.primary' : 'success.main',
            }}
          >
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', mr: 1 }}>
              {play ? t.playWin : t.win}
            </Box>
            {formatMoney(round.win, round.currency)}
          </Typography>
        ) : (
          <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
            {round.status === 'refunded' ? t.refunded : t.noWin}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
