import { ApiPaths } from '../../../contract/api';
import type {
  CreateAnonymousUnitAnswer,
  CreateAnonymousUnitRequest,
  CreateUserUnitRequest,
  LinkUnitRequest,
  UserUnitsAnswer,
} from '../../../contract/api';
import { baseApi } from '../../lib/api';

export const unitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in player's unit token (bearer). Not cached: each session asks afresh. */
    fetchUnitToken: build.mutation<UserUnitsAnswer, void>({
      query: () => ({ url: ApiPaths.userUnits, method: 'GET' }),
    }),
    /** Creates the signed-in player's unit on the site when there is none yet (bearer). */
    createUserUnit: build.mutation<UserUnitsAnswer, CreateUserUnitRequest>({
      query: (body) => ({ url: ApiPaths.createUserUnit, method: 'POST', body }),
    }),
    /** A visitor's unit, before any sign-in. */
    createAnonymousUnit: build.mutation<CreateAnonymousUnitAnswer, CreateAnonymousUnitRequest>({
      query: (body) => ({ url: ApiPaths.createAnonymousUnit, method: 'POST', body }),
      extraOptions: { auth: false },
    }),
    /** Hands the visitor's anonymous unit to the player who just signed in (bearer). */
    linkUnit: build.mutation<UserUnitsAnswer, LinkUnitRequest>({
      query: (body) => ({ url: ApiPaths.linkUnit, method: 'POST', body }),
    }),
  }),
});
