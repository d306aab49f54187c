import { ApiPaths } from '../../../contract/api';
import type { UserUnitsAnswer } from '../../../contract/api';
import { baseApi } from '../../lib/api';

export const unitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in player's unit token (bearer). Not cached: each session asks afresh. */
    fetchUnitToken: build.mutation<UserUnitsAnswer, void>({
      query: () => ({ url: ApiPaths.userUnits, method: 'GET' }),
    }),
  }),
});
