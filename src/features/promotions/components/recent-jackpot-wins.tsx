/**
 * "Recent winners" on the jackpot page: get_recently_won_jackpots' answer, newest first — the tier, the winner (the
 * server already shortens the name), the amount, the game and how long ago.
 */

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { RecentJackpotWin } from '../../../../contract/socket';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../../contract/money';
import { tierLook } from './jackpot-tiers';

import { timeAgo } from '../../../lib/dates';

interface Props {
  wins: readonly RecentJackpotWin[] | null;
  currency: string;
  locale: string;
  now: number;
  gameName: (slug: string) => string;
}

function Row({ win, currency, locale, now, gameName }: { win: RecentJackpotWin } & Omit<Props, 'wins'>) {
  const t = useMessages().jackpot;
  const look = tierLook(win.slug);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 3,
        px: 3,
        py: 2.5,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box
        component="span"
        sx={{
          flex: '0 0 auto',
          width: 64,
          py: 0.5,
          borderRadius: 5,
          textAlign: 'center',
          fontSize: '0.7rem',
          fontWeight: 800,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          color: look.ink,
          background: `linear-gradient(160deg, ${look.shine}, ${look.metal})`,
        }}
      >
        {t.tiers[win.slug as keyof typeof t.tiers] ?? win.slug}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {win.winner_name}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t.wonIn(gameName(win.game_slug))} · <time dateTime={win.won_at}>{timeAgo(win.won_at, now, locale)}</time>
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 800, color: 'primary.main', fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(win.amount, currency)}
      </Typography>
    </Box>
  );
}

export function RecentJackpotWins({ wins, ...rest }: Props) {
  const t = useMessages().jackpot;
  return (
    <Box component="section" aria-labelledby="jackpot-recent-winners">
      <Typography id="jackpot-recent-winners" component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
        {t.recentWinners}
      </Typography>
      {wins === null ? (
        <Box aria-busy="true" aria-label={t.recentLoading}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={48} sx={{ my: 2.5 }} />
          ))}
        </Box>
      ) : wins.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 3 }}>
          {t.noWinners}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t.recentWinners}
          sx={{ listStyle: 'none', m: 0, p: 0, bgcolor: 'background.paper', borderRadius: 4, overflow: 'hidden' }}
        >
          {wins.map((win) => (
            <Row key={`${win.slug}-${win.won_at}-${win.winner_name}`} win={win} {...rest} />
          ))}
        </Box>
      )}
    </Box>
  );
}
