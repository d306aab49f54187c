import brand from '@brand';
import type { ListedGame } from '../../features/games/lists';
import { Lobby } from '../../features/games/components/lobby';
import type { Studio } from '../../features/games/components/studio-row';
import { selectIsSignedIn } from '../../features/auth/slice';
import { HomeScreen } from '../../features/home/components/home-screen';
import { listedProviders, providerLabel } from '../../features/layout/providers';
import { AppLayout } from '../app-layout';
import { useAppSelector } from '../hooks';

/** What the lobby is built from (src/pages/index.tsx's page query): every game and studio of the catalogue. */
export interface LobbyData {
  allContentGame: { nodes: ListedGame[] };
  allContentProvider: { nodes: Studio[] };
}

export function HomePage({ data }: { data?: LobbyData }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <AppLayout>
      <HomeScreen brandName={brand.settings.name} signedIn={signedIn} />
      <Lobby
        games={data?.allContentGame.nodes ?? []}
        studios={listedProviders(data?.allContentProvider.nodes ?? [])}
        studioLabel={providerLabel}
      />
    </AppLayout>
  );
}
