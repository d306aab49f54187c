/** The signed-in player's recent games (features/bets useRecentGames), the player read from the store. */

import type { RecentGame } from '../../contract/games';
import { selectIsSignedIn } from '../features/auth/slice';
import { useRecentGames, type GameStats } from '../features/bets/hooks';
import { selectUnitToken } from '../features/unit/slice';
import { useAppSelector } from './hooks';

/** `signedIn` false: a visitor, who has no recent games (the page may offer sign-in instead). */
export function usePlayerRecentGames(): GameStats<RecentGame> & { signedIn: boolean } {
  const signedIn = useAppSelector(selectIsSignedIn);
  const unitToken = useAppSelector(selectUnitToken);
  return { ...useRecentGames({ signedIn, unitToken }), signedIn };
}
