import { EAGER_TILES, GameGrid } from '../../features/games/components/game-grid';
import { GameListHeader } from '../../features/games/components/game-list-header';
import type { ListedGame } from '../../features/games/lists';
import { useMessages } from '../../i18n';
import { useOfferedGames } from '../../lib/offered-games';
import { AppLayout } from '../app-layout';

/**
 * A titled grid of games: a category (/games/slots/ …), a studio's (/games/<provider>/, with its logo) or a tag's
 * page (/tags/<tag>/), less the games turned off for the site. The first tiles' pictures load with the page.
 */
export function GameListScreen({
  title,
  games: built,
  logo,
}: {
  title: string;
  games: readonly Omit<ListedGame, 'categories'>[];
  logo?: string;
}) {
  const messages = useMessages();
  const games = useOfferedGames(built);
  return (
    <AppLayout>
      <GameListHeader title={title} count={messages.shellPages.tagCount(games.length)} logo={logo} />
      {games.length > 0 ? (
        <GameGrid games={games} label={title} eager={EAGER_TILES} />
      ) : (
        <p>{messages.games.noGames}</p>
      )}
    </AppLayout>
  );
}
