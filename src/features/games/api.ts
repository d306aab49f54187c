import { ApiPaths } from '../../../contract/api';
import type { GameLaunchAnswer, GameLaunchRequest } from '../../../contract/games';
import { baseApi } from '../../lib/api';

/** Which launch call opens a game: Fafi's wheel has its own (SPEC §7 hp/units/games/fafi), every other game show. */
export type GameLaunch = ({ call: 'show' } & GameLaunchRequest) | { call: 'fafi'; token: string };

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
