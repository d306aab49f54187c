import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { ApiPaths } from '../../../contract/api';
import { ErrorCodes } from '../../../contract/errors';
import type { GameLaunchAnswer, GameLaunchRequest } from '../../../contract/games';
import { baseApi } from '../../lib/api';
import { errorCode } from '../../lib/error-catalogue';
import { refreshOfferedGames } from '../../lib/offered-games';

/** Which launch call opens a game: Fafi's wheel has its own (SPEC §7 hp/units/games/fafi), every other game show. */
export type GameLaunch = ({ call: 'show' } & GameLaunchRequest) | { call: 'fafi'; token: string; lang?: string };

export const gamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A game's launch address for the unit: a new game session each time, so a mutation (nothing cached). */
    launchGame: build.mutation<GameLaunchAnswer, GameLaunch>({
      query: ({ call, ...params }) => ({
        url: call === 'fafi' ? ApiPaths.gameFafi : ApiPaths.gameShow,
        method: 'GET',
        params,
      }),
    }),
  }),
});

/**
 * One launch, its mutation entry dropped after. A game the server no longer knows for the site (turned off since the
 * page's list was read) has the list read again, so that the page says the game is not available.
 */
export async function launchGame(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, call: GameLaunch) {
  const request = dispatch(gamesApi.endpoints.launchGame.initiate(call));
  const result = await request;
  request.reset();
  if (errorCode(result.error) === ErrorCodes.gameNotFound) await refreshOfferedGames();
  return result;
}
