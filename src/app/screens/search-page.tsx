import { SearchScreen } from '../../features/games/components/search-screen';
import { AppLayout } from '../app-layout';
import { useCatalogueGames } from '../use-catalogue-games';

export function SearchPage() {
  const games = useCatalogueGames();
  return (
    <AppLayout>
      <SearchScreen games={games} />
    </AppLayout>
  );
}
