/**
 * The session across features: the start-up check (SPEC §4), loading the user and unit token after
 * sign-in, and keeping tokens in local storage.
 */

import { isAnyOf } from '@reduxjs/toolkit';
import type { AuthToken, AuthTokens } from '../../contract/entities';
import { authApi } from '../features/auth/api';
import { sessionCheckFailed, sessionCheckStarted, sessionRestored, signedIn, userLoaded } from '../features/auth/slice';
import { unitApi } from '../features/unit/api';
import { isUnitTokenValid, joinFailed, tokenReceived } from '../features/unit/slice';
import { errorMessage, isApiError } from '../lib/errors';
import { storage, StorageKeys } from '../lib/safe-storage';
import type { SafeStorage } from '../lib/safe-storage';
import { isTokenValid, loggedOut } from '../lib/session';
import type { AppStartListening, AppThunk } from './store';

export function readStoredTokens(store: SafeStorage = storage): Partial<AuthTokens> {
  return {
    access: store.getJSON<AuthToken>(StorageKeys.accessToken) ?? undefined,
    refresh: store.getJSON<AuthToken>(StorageKeys.refreshToken) ?? undefined,
  };
}

/** On start: the access token if valid, else a refresh if the refresh token is valid, else logged out. */
export const startSession =
  (now = Date.now()): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const { access, refresh } = readStoredTokens();
    dispatch(sessionCheckStarted());
    if (isTokenValid(access, now) && refresh) {
      dispatch(sessionRestored({ access, refresh }));
      return;
    }
    if (isTokenValid(refresh, now)) {
      const result = await dispatch(authApi.endpoints.refreshToken.initiate(refresh.token));
      if ('data' in result && result.data) dispatch(sessionRestored(result.data));
      else if (isApiError(result.error) && result.error.status === 0)
        dispatch(sessionCheckFailed(errorMessage(result.error)));
      else dispatch(loggedOut());
      return;
    }
    dispatch(loggedOut());
  };

export function registerSessionListeners(startListening: AppStartListening) {
  startListening({
    predicate: (_action, current, previous) => current.auth.tokens !== previous.auth.tokens,
    effect: (_action, api) => {
      const tokens = api.getState().auth.tokens;
      if (tokens) {
        storage.setJSON(StorageKeys.accessToken, tokens.access);
        storage.setJSON(StorageKeys.refreshToken, tokens.refresh);
      } else {
        storage.remove(StorageKeys.accessToken);
        storage.remove(StorageKeys.refreshToken);
      }
    },
  });

  startListening({
    predicate: (_action, current, previous) => current.unit.token !== previous.unit.token,
    effect: (_action, api) => {
      const token = api.getState().unit.token;
      if (token) storage.set(StorageKeys.unitToken, token);
      else storage.remove(StorageKeys.unitToken);
    },
  });

  // After sign-in, sign-up or a restored session: the user (POST /users), then the unit token.
  startListening({
    matcher: isAnyOf(signedIn, sessionRestored),
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const user = await api.pause(api.dispatch(authApi.endpoints.fetchUser.initiate()));
      if (user.error || !user.data) {
        if (isApiError(user.error) && user.error.status === 401) api.dispatch(loggedOut());
        else if (api.getState().auth.tokens) api.dispatch(sessionCheckFailed(errorMessage(user.error)));
        return;
      }
      api.dispatch(userLoaded(user.data.user));

      const stored = signedIn.match(action) ? null : storage.get(StorageKeys.unitToken);
      if (isUnitTokenValid(stored)) {
        api.dispatch(tokenReceived(stored));
        return;
      }
      const units = await api.pause(api.dispatch(unitApi.endpoints.fetchUnitToken.initiate()));
      if (units.data) api.dispatch(tokenReceived(units.data.unit_token));
      else api.dispatch(joinFailed(errorMessage(units.error)));
    },
  });
}
