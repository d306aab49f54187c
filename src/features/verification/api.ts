import { ApiPaths } from '../../../contract/api';
import type {
  LastVerificationAnswer,
  StartVerificationAnswer,
  StartVerificationRequest,
} from '../../../contract/verification';
import { baseApi } from '../../lib/api';

/** The signed-in player's identity verification (bearer; contract/verification.ts). */
export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** 404 users_ctx:kyc:verification_history_empty when the player never started one. */
    getLastVerification: build.query<LastVerificationAnswer, void>({
      query: () => ({ url: ApiPaths.lastVerification }),
    }),
    /** Answers the provider's form address, where the player goes next. */
    startVerification: build.mutation<StartVerificationAnswer, StartVerificationRequest>({
      query: (body) => ({ url: ApiPaths.startVerification, method: 'POST', body }),
    }),
  }),
});

export const { useGetLastVerificationQuery, useLazyGetLastVerificationQuery, useStartVerificationMutation } =
  verificationApi;
