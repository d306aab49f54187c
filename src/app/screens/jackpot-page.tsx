/**
 * /jackpot/ (SPEC §2): the site's pots ticking live, the recent winners, and the games that feed the pots. The
 * jackpots channel opens only for a signed-in player (SPEC §4), so a visitor sees the cards as '—' and an invitation
 * to sign in; before the join the cards hold their place with skeletons.
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { selectAuthStatus, selectIsSignedIn } from '../../features/auth/slice';
import { GameGrid } from '../../features/games/components/game-grid';
import { JackpotPots } from '../../features/promotions/components/jackpot-pots';
import type { PotsView } from '../../features/promotions/components/jackpot-pots';
import { RecentJackpotWins } from '../../features/promotions/components/recent-jackpot-wins';
import { useTickingNow } from '../../features/promotions/components/use-ticking-now';
import {
  selectJackpotPots,
  selectJackpotSectionVisible,
  selectRecentJackpotWins,
} from '../../features/promotions/slice';
import type { TileGame } from '../../components/game-tile';
import { RouterLink } from '../../components/link';
import { VisitorPrompt } from '../../components/visitor-prompt';
import { useLanguage, useMessages } from '../../i18n';
import { gameListPath } from '../../lib/catalogue';
import { useOfferedGames } from '../../lib/offered-games';
import { Paths } from '../../lib/layout';
import { siteCountry, siteCurrency } from '../../lib/site-config';
import { AppLayout } from '../app-layout';
import { useAppSelector } from '../hooks';

/**
 * What a visitor is shown once the session check says so: the cards without amounts and the invitation to sign in.
 * Its styles ship with the page (src/app/style-probes.tsx).
 */
export function JackpotVisitor({ currency }: { currency: string }) {
  const t = useMessages().jackpot;
  return (
    <>
      <JackpotPots view={{ kind: 'visitor' }} currency={currency} />
      <VisitorPrompt title={t.visitorTitle} hint={t.visitorHint} next={Paths.jackpot}>
        <Button component={RouterLink} to={gameListPath('jackpot')} variant="outlined" size="large">
          {t.playNow}
        </Button>
      </VisitorPrompt>
    </>
  );
}

export function JackpotScreen({ games: built }: { games: readonly TileGame[] }) {
  const games = useOfferedGames(built);
  const t = useMessages().jackpot;
  const status = useAppSelector(selectAuthStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  const pots = useAppSelector(selectJackpotPots);
  const running = useAppSelector(selectJackpotSectionVisible);
  const wins = useAppSelector(selectRecentJackpotWins);
  // Relative times ("3 minutes ago") move on while the page is open.
  const now = useTickingNow(30_000);
  const locale = `${useLanguage()}-${siteCountry()}`;
  const currency = siteCurrency();
  const visitor = !signedIn && status !== 'idle' && status !== 'loading';
  // A past win keeps its game's name, even of a game turned off since.
  const names = new Map(built.map((game) => [game.slug, game.name]));

  const view: PotsView = pots ? { kind: 'pots', pots } : { kind: 'loading' };
  const off = !visitor && pots !== null && !running;

  return (
    <AppLayout>
      <Stack spacing={6}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
            {t.title}
          </Typography>
          <Typography color="textSecondary">{t.subtitle}</Typography>
        </Box>
        {visitor ? (
          <JackpotVisitor currency={currency} />
        ) : off ? (
          <Typography color="textSecondary">{t.off}</Typography>
        ) : (
          <JackpotPots view={view} currency={currency} />
        )}
        {!visitor && !off && (
          <RecentJackpotWins
            wins={wins}
            currency={currency}
            locale={locale}
            now={now}
            gameName={(slug) => names.get(slug) ?? slug}
          />
        )}
        {games.length > 0 && (
          <Box component="section" aria-labelledby="jackpot-games">
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
              <Typography id="jackpot-games" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
                {t.games}
              </Typography>
              {/* a phone's tap room, with the text still on the grid's right edge */}
              <Button component={RouterLink} to={gameListPath('jackpot')} sx={{ minHeight: 48, mr: -1 }}>
                {t.allGames}
              </Button>
            </Box>
            <GameGrid games={games} label={t.games} />
          </Box>
        )}
      </Stack>
    </AppLayout>
  );
}
