/** /game/<slug>/ (and /game/fafi/, /game/spaviator/): the game's page fed with the session and the live unit. */

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import type { TileGame } from '../../components/game-tile';
import { GameGrid } from '../../features/games/components/game-grid';
import { GameScreen } from '../../features/games/components/game-screen';
import type { PageGame, Viewer } from '../../features/games/components/game-screen';
import { selectAuthStatus, selectIsSignedIn } from '../../features/auth/slice';
import { providerLabel } from '../../features/layout/providers';
import { selectUnitToken } from '../../features/unit/slice';
import { useLocalizedPath, useMessages } from '../../i18n';
import { dedicatedRoute, gameHref, providerHref } from '../../lib/catalogue';
import { Paths, signInPath } from '../../lib/layout';
import { AppLayout } from '../app-layout';
import { useAppSelector } from '../hooks';

export interface GamePageData {
  contentGame: PageGame & { provider: string };
  contentProvider: { slug: string; name: string } | null;
  /** Up to four other games of the same studio */
  allContentGame?: { nodes: TileGame[] };
}

export function GamePage({ data }: { data: GamePageData }) {
  const { contentGame: game, contentProvider: provider } = data;
  const status = useAppSelector(selectAuthStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  const unitToken = useAppSelector(selectUnitToken);
  const localized = useLocalizedPath();
  const messages = useMessages();
  const viewer = useMemo<Viewer>(() => {
    if (signedIn) return { status: 'signedIn', unitToken };
    return status === 'idle' || status === 'loading' ? { status: 'checking' } : { status: 'signedOut' };
  }, [signedIn, status, unitToken]);
  const lobbyUrl = useCallback(() => new URL(localized(Paths.home), window.location.origin).href, [localized]);
  const studio = provider ?? { slug: game.provider, name: game.provider };
  const name = providerLabel(studio);
  const more = data.allContentGame?.nodes ?? [];
  return (
    <AppLayout>
      <GameScreen
        game={game}
        // Fafi's and Aviator's studio page is this very game: their name is not a link.
        studio={{ name, href: dedicatedRoute(studio.slug) ? undefined : providerHref(studio) }}
        viewer={viewer}
        signInHref={signInPath(gameHref(game))}
        lobbyUrl={lobbyUrl}
      />
      {more.length > 0 && (
        <Box component="section" aria-labelledby="more-games" sx={{ mt: 6 }}>
          <Typography id="more-games" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {messages.games.moreFrom(name)}
          </Typography>
          <GameGrid games={more} label={messages.games.moreFrom(name)} />
        </Box>
      )}
    </AppLayout>
  );
}
