/**
 * A signed-in player's first rails on the home page (issue 40): the games they played, the last first, and the site's
 * most played, each with See all to its page. A chunk of its own, asked for once a player is signed in: a visitor's
 * home page carries no RTK Query (docs/performance.md). A rail shows once its games are known and it has any.
 */

import { inListOrder } from '../../features/bets/order';
import { useMostPopularGames } from '../../features/bets/hooks';
import { GameRail } from '../../features/games/components/game-rail';
import { LOBBY_COLUMNS } from '../../features/games/components/lobby';
import { RAIL_LENGTH } from '../../features/games/lists';
import type { ListedGame } from '../../features/games/lists';
import { useMessages } from '../../i18n';
import { gameListPath } from '../../lib/catalogue';
import { usePlayerRecentGames } from '../use-player-recent-games';

export function PlayerRails({ games }: { games: readonly ListedGame[] }) {
  const t = useMessages().games;
  // A game turned off for the site, or dropped from the content, since it was played is left out.
  const recent = inListOrder(usePlayerRecentGames().games, games);
  const popular = inListOrder(useMostPopularGames().games, games);
  const rails = [
    { list: 'recent', title: t.recent, games: recent },
    { list: 'most-popular', title: t.mostPopular, games: popular },
  ] as const;
  return rails
    .filter((rail) => rail.games.length > 0)
    .map((rail) => (
      <GameRail
        key={rail.list}
        id={`rail-${rail.list}`}
        title={rail.title}
        games={rail.games.slice(0, RAIL_LENGTH)}
        total={rail.games.length}
        to={gameListPath(rail.list)}
        columns={LOBBY_COLUMNS}
      />
    ));
}
