/**
 * The player's recent games and the site's most played, for the lobby's /games/recent/ and /games/most-popular/
 * (and any rail that wants them). Both answer games by slug, name and provider, in order; `inListOrder` (./order.ts)
 * turns them into the page's catalogue entries (with thumbnails) in that order. A page reads the player from the
 * store with `usePlayerRecentGames()` (src/app/use-player-recent-games.ts).
 */

import type { PopularGame, RecentGame } from '../../../contract/games';
import { siteConfig } from '../../lib/site-config';
import { useMostPopularGamesQuery, useRecentGamesQuery } from './api';

export interface GameStats<T> {
  /** In the server's order; empty while loading or after a failure. */
  games: readonly T[];
  /** The first answer is on its way. */
  isLoading: boolean;
  isError: boolean;
  /** Asks again (after a failure). */
  retry: () => void;
}

const NONE: readonly never[] = [];

/**
 * The signed-in player's games, each once, the last played first (at most 12); none for a visitor (`signedIn`
 * false). Read again each time a component using it mounts, so a round just played counts.
 */
export function useRecentGames(player: { signedIn: boolean; unitToken: string | null }): GameStats<RecentGame> {
  const ready = player.signedIn && player.unitToken !== null;
  const query = useRecentGamesQuery(
    { token: player.unitToken ?? '' },
    { skip: !ready, refetchOnMountOrArgChange: true },
  );
  return {
    games: query.currentData?.games ?? NONE,
    // a signed-in player whose unit token is still on its way is loading too
    isLoading: player.signedIn && (!ready || (!query.currentData && query.isFetching)),
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}

/** The site's most played games of the last 30 days (at most 12), the same for every visitor, up to a minute old. */
export function useMostPopularGames(): GameStats<PopularGame> {
  const query = useMostPopularGamesQuery({ siteId: siteConfig.siteId });
  return {
    games: query.currentData?.games ?? NONE,
    isLoading: query.isLoading,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}
