import { SearchScreen } from '../../features/games/components/search-screen';
import { useOfferedGames } from '../../lib/offered-games';
import { AppLayout } from '../app-layout';
import { useCatalogueGames } from '../use-catalogue-games';

export function SearchPage() {
  const games = useOfferedGames(useCatalogueGames());
  return (
    <AppLayout>
      <SearchScreen games={games} />
    </AppLayout>
  );
}
