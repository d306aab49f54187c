/** /game/<slug>/ (and /game/fafi/, /game/spaviator/): the game's page fed with the session and the live unit. */

import { useCallback, useMemo } from 'react';
import { GameScreen } from '../../features/games/components/game-screen';
import type { PageGame, Viewer } from '../../features/games/components/game-screen';
import { selectAuthStatus, selectIsSignedIn } from '../../features/auth/slice';
import { providerLabel } from '../../features/layout/providers';
import { selectUnitToken } from '../../features/unit/slice';
import { useLocalizedPath } from '../../i18n';
import { dedicatedRoute, gameHref, providerHref } from '../../lib/catalogue';
import { Paths, signInPath } from '../../lib/layout';
import { AppLayout } from '../app-layout';
import { useAppSelector } from '../hooks';

export interface GamePageData {
  contentGame: PageGame & { provider: string };
  contentProvider: { slug: string; name: string } | null;
}

export function GamePage({ data }: { data: GamePageData }) {
  const { contentGame: game, contentProvider: provider } = data;
  const status = useAppSelector(selectAuthStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  const unitToken = useAppSelector(selectUnitToken);
  const localized = useLocalizedPath();
  const viewer = useMemo<Viewer>(() => {
    if (signedIn) return { status: 'signedIn', unitToken };
    return status === 'idle' || status === 'loading' ? { status: 'checking' } : { status: 'signedOut' };
  }, [signedIn, status, unitToken]);
  const lobbyUrl = useCallback(() => new URL(localized(Paths.home), window.location.origin).href, [localized]);
  const studio = provider ?? { slug: game.provider, name: game.provider };
  return (
    <AppLayout>
      <GameScreen
        game={game}
        // Fafi's and Aviator's studio page is this very game: their name is not a link.
        studio={{ name: providerLabel(studio), href: dedicatedRoute(studio.slug) ? undefined : providerHref(studio) }}
        viewer={viewer}
        signInHref={signInPath(gameHref(game))}
        lobbyUrl={lobbyUrl}
      />
    </AppLayout>
  );
}
