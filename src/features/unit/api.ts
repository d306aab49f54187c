import { ApiPaths } from '../../../contract/api';
import type { PlayBalanceRefillAnswer, PlayBalanceRefillRequest } from '../../../contract/play-money';
import { baseApi } from '../../lib/api';

/** The unit's own calls beside the socket: topping a play balance up (contract/play-money.ts). */
export const unitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    refillPlayBalance: build.mutation<PlayBalanceRefillAnswer, PlayBalanceRefillRequest>({
      query: (body) => ({ url: ApiPaths.playBalanceRefill, method: 'POST', body }),
    }),
  }),
});

export const { useRefillPlayBalanceMutation } = unitApi;
