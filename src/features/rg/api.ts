import { ApiPaths } from '../../../contract/api';
import type {
  RgActivityAnswer,
  RgAnswer,
  RgConfirmLimitRequest,
  RgSelfExclusionRequest,
  RgSessionRequest,
  RgSetLimitRequest,
  RgTimeOutRequest,
} from '../../../contract/rg';
import { baseApi } from '../../lib/api';

/** GET hp/users/rg/activity: ISO 8601, `from` inclusive and `to` exclusive; both left out, the lifetime. */
export interface RgActivityRequest {
  from?: string;
  to?: string;
}

const RG_TAG = 'Rg';

/**
 * The player's responsible-gambling state and its changes (bearer, contract/rg.ts). Every change loads the state
 * again: its answer is not fixed by the contract, and the state it leads to (pending, used) is the server's to say.
 */
export const rgApi = baseApi.enhanceEndpoints({ addTagTypes: [RG_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    rg: build.query<RgAnswer, void>({
      query: () => ({ url: ApiPaths.rg }),
      providesTags: [RG_TAG],
    }),
    setLimit: build.mutation<unknown, RgSetLimitRequest>({
      query: (body) => ({ url: ApiPaths.rgLimits, method: 'POST', body }),
      invalidatesTags: [RG_TAG],
    }),
    confirmLimit: build.mutation<unknown, RgConfirmLimitRequest>({
      query: (body) => ({ url: ApiPaths.rgConfirmLimit, method: 'POST', body }),
      invalidatesTags: [RG_TAG],
    }),
    setSession: build.mutation<unknown, RgSessionRequest>({
      query: (body) => ({ url: ApiPaths.rgSession, method: 'POST', body }),
      invalidatesTags: [RG_TAG],
    }),
    timeOut: build.mutation<unknown, RgTimeOutRequest>({
      query: (body) => ({ url: ApiPaths.rgTimeOut, method: 'POST', body }),
      invalidatesTags: [RG_TAG],
    }),
    selfExclude: build.mutation<unknown, RgSelfExclusionRequest>({
      query: (body) => ({ url: ApiPaths.rgSelfExclusion, method: 'POST', body }),
      invalidatesTags: [RG_TAG],
    }),
    /** One span's figures; the activity page asks once per month shown and once for the lifetime. */
    activity: build.query<RgActivityAnswer, RgActivityRequest>({
      query: ({ from, to }) => ({ url: ApiPaths.rgActivity, params: { from, to } }),
      providesTags: [RG_TAG],
    }),
  }),
});

export const {
  useRgQuery,
  useSetLimitMutation,
  useConfirmLimitMutation,
  useSetSessionMutation,
  useTimeOutMutation,
  useSelfExcludeMutation,
  useActivityQuery,
} = rgApi;
