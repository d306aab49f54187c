import brand from '@brand';
import type { ListedGame } from '../../features/games/lists';
import { Lobby } from '../../features/games/components/lobby';
import type { Studio } from '../../features/games/components/studio-row';
import { selectIsSignedIn } from '../../features/auth/slice';
import { HomeScreen } from '../../features/home/components/home-screen';
import { listedProviders, providerLabel } from '../../features/layout/providers';
import { useOfferedGames, useOfferedProviders } from '../../lib/offered-games';
import { AppLayout } from '../app-layout';
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

export function HomePage({ data }: { data?: LobbyData }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const games = useOfferedGames(data?.allContentGame.nodes ?? NONE);
  const studios = useOfferedProviders(data?.allContentProvider.nodes ?? NONE);
  return (
    <AppLayout>
      <HomeScreen brandName={brand.settings.name} signedIn={signedIn} />
      <Lobby games={games} studios={listedProviders(studios)} studioLabel={providerLabel} />
    </AppLayout>
  );
}
