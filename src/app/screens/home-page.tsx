import brand from '@brand';
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { ListedGame } from '../../features/games/lists';
import { Lobby } from '../../features/games/components/lobby';
import type { Studio } from '../../features/games/components/studio-row';
import { selectIsSignedIn } from '../../features/auth/slice';
import { selectPlaysForFun } from '../../features/unit/slice';
import { HomeScreen } from '../../features/home/components/home-screen';
import { listedProviders, providerLabel } from '../../features/layout/providers';
import { useOfferedGames, useOfferedProviders } from '../../lib/offered-games';
import { retryingImport } from '../../lib/retrying-import';
import { AppLayout } from '../app-layout';
import { HomeBanners } from './home-banners';
import { useAppSelector } from '../hooks';

/**
 * What the lobby is built from (src/pages/index.tsx's page query): every game and studio of the catalogue, less the
 * games the operator has turned off for the site since.
 */
export interface LobbyData {
  allContentGame: { nodes: ListedGame[] };
  allContentProvider: { nodes: Studio[] };
}

const NONE: readonly never[] = [];

// The offers' strip and its call are a chunk of their own, asked for once the page runs (docs/performance.md).
const OffersStrip = lazy(() =>
  retryingImport(() => import('../../features/promotions/components/offers-strip')).then((m) => ({
    default: m.OffersStrip,
  })),
);

// A player's recent and most played games, with RTK Query: a chunk asked for once a player is signed in.
const PlayerRails = lazy(() =>
  retryingImport(() => import('./home-player-rails')).then((m) => ({ default: m.PlayerRails })),
);

/** The room the offers' strip takes, kept from the first paint so the lobby does not move when it arrives. */
export const STRIP_HEIGHT = { xs: 148, sm: 124 };

export function HomePage({ data }: { data?: LobbyData }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const play = useAppSelector(selectPlaysForFun);
  const games = useOfferedGames(data?.allContentGame.nodes ?? NONE);
  const studios = useOfferedProviders(data?.allContentProvider.nodes ?? NONE);
  return (
    <AppLayout wide>
      <HomeScreen brandName={brand.settings.name} signedIn={signedIn} play={play} />
      <Suspense fallback={<Box sx={{ minHeight: STRIP_HEIGHT, mb: 3 }} />}>
        <OffersStrip signedIn={signedIn} minHeight={STRIP_HEIGHT} />
      </Suspense>
      <HomeBanners />
      {signedIn && (
        <Suspense fallback={null}>
          <PlayerRails games={games} />
        </Suspense>
      )}
      <Lobby games={games} studios={listedProviders(studios)} studioLabel={providerLabel} />
    </AppLayout>
  );
}
