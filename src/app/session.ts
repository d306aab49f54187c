/**
 * The session across features: the start-up check (SPEC §4), loading the user and unit token after
 * sign-in, anonymous units for visitors, and keeping tokens in local storage.
 *
 * Anonymous units: a visitor gets one as soon as the page knows there is no player (the session check ended
 * logged out, or the player signed out). Its token is kept under its own storage key and reused on later visits;
 * on sign-in or sign-up it is linked to the player, then the player's own unit token replaces it.
 */

import { isAnyOf } from '@reduxjs/toolkit';
import type { AuthToken, AuthTokens } from '../../contract/entities';
import { ErrorCodes } from '../../contract/errors';
import { fetchUser, refreshToken } from '../features/auth/session-calls';
import { sessionCheckFailed, sessionCheckStarted, sessionRestored, signedIn, userLoaded } from '../features/auth/slice';
import { createAnonymousUnit, createUserUnit, fetchUnitToken, linkUnit } from '../features/unit/calls';
import {
  anonymousTokenReceived,
  anonymousUnitFailed,
  isUnitTokenValid,
  joinFailed,
  tokenReceived,
} from '../features/unit/slice';
import { reportFailure } from '../lib/failures';
import { describeError, errorCode, errorMessage, isApiError } from '../lib/error-catalogue';
import { storage, StorageKeys } from '../lib/safe-storage';
import type { SafeStorage } from '../lib/safe-storage';
import { isTokenValid, loggedOut, unitTokenRefused } from '../lib/session';
import { siteConfig } from '../lib/site-config';
import { forgetChatCustomer } from '../features/chat/storage';
import { forgetSupportChatIdentity } from '../lib/support-chat';
import type { AppStartListening, AppThunk } from './store';

export function readStoredTokens(store: SafeStorage = storage): Partial<AuthTokens> {
  return {
    access: store.getJSON<AuthToken>(StorageKeys.accessToken) ?? undefined,
    refresh: store.getJSON<AuthToken>(StorageKeys.refreshToken) ?? undefined,
  };
}

const fpRequestId = () => storage.get(StorageKeys.fpRequestId) ?? undefined;

/**
 * A failure the player is told about in the error modal: the server answered, and not with a 401 (the session
 * handles those). A network failure is not: the offline shell stays usable and the next load tries again.
 */
const worthReporting = (error: unknown) => isApiError(error) && error.status > 0 && error.status !== 401;

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
      const result = await dispatch(refreshToken(refresh.token));
      if (result.data) dispatch(sessionRestored(result.data));
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
        // the phone typed at sign-in and the chat customer: not left on a shared phone after the player has gone
        forgetSupportChatIdentity();
        forgetChatCustomer();
      }
    },
  });

  startListening({
    predicate: (_action, current, previous) => current.unit.token !== previous.unit.token,
    effect: (_action, api) => {
      const { token, isAnonymous } = api.getState().unit;
      if (token && isAnonymous) storage.set(StorageKeys.anonymousUnitToken, token);
      else if (token) storage.set(StorageKeys.unitToken, token);
      else storage.remove(StorageKeys.unitToken);
    },
  });

  // No player: forget any player's unit token and give the visitor an anonymous unit (the stored one if valid). A
  // visitor whose anonymous token the server refused (expired) gets a new unit the same way.
  startListening({
    predicate: (action, current) =>
      loggedOut.match(action) ||
      (unitTokenRefused.match(action) && current.unit.isAnonymous === true && current.unit.token === action.payload),
    effect: async (action, api) => {
      api.cancelActiveListeners();
      storage.remove(StorageKeys.unitToken);
      if (unitTokenRefused.match(action)) storage.remove(StorageKeys.anonymousUnitToken);
      const stored = storage.get(StorageKeys.anonymousUnitToken);
      if (isUnitTokenValid(stored)) {
        api.dispatch(anonymousTokenReceived(stored));
        return;
      }
      // The request in a task of its own: on a first visit this runs at start-up, after the session check, and
      // the two together would hold a cheap phone's main thread for one long task.
      await api.delay(0);
      const created = await api.pause(
        api.dispatch(createAnonymousUnit({ site_id: siteConfig.siteId, fp_request_id: fpRequestId() })),
      );
      if (api.getState().auth.tokens) return;
      // SPEC §4: the token counts (and is saved) only when longer than 100 characters.
      if (created.data && isUnitTokenValid(created.data.token))
        api.dispatch(anonymousTokenReceived(created.data.token));
      else {
        // SPEC §8: handled with a reload action.
        const failure = describeError(created.error, 'anonymousUnit');
        api.dispatch(anonymousUnitFailed(failure.message));
        if (worthReporting(created.error)) reportFailure(api.dispatch, failure);
      }
    },
  });

  // A signed-in player's unit token refused (expired, or revoked by a password reset elsewhere): ask for a fresh one
  // of the same unit. Until it comes, the old token stays, so a network failure leaves things as they were.
  startListening({
    predicate: (action, current) =>
      unitTokenRefused.match(action) &&
      current.auth.tokens !== null &&
      !current.unit.isAnonymous &&
      current.unit.token === action.payload,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const units = await api.pause(api.dispatch(fetchUnitToken()));
      if (units.data && isUnitTokenValid(units.data.unit_token)) api.dispatch(tokenReceived(units.data.unit_token));
    },
  });

  // After sign-in, sign-up or a restored session: the user (POST /users), then the unit token.
  startListening({
    matcher: isAnyOf(signedIn, sessionRestored),
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const before = api.getOriginalState().unit;
      const user = await api.pause(api.dispatch(fetchUser()));
      if (user.error || !user.data) {
        // SPEC §4: a 401 on autologin (after the base query's one refresh-and-retry) logs out.
        if (isApiError(user.error) && user.error.status === 401) api.dispatch(loggedOut());
        else if (api.getState().auth.tokens) api.dispatch(sessionCheckFailed(errorMessage(user.error)));
        return;
      }
      api.dispatch(userLoaded(user.data.user));

      if (signedIn.match(action)) {
        const anonymous = before.isAnonymous ? before.token : storage.get(StorageKeys.anonymousUnitToken);
        if (isUnitTokenValid(anonymous)) {
          const linked = await api.pause(
            api.dispatch(linkUnit({ unit_token: anonymous, fp_request_id: fpRequestId() })),
          );
          storage.remove(StorageKeys.anonymousUnitToken);
          // The link answers a token of the player's unit (contract LinkUnitRequest), which replaces the anonymous one.
          if (linked.data && isUnitTokenValid(linked.data.unit_token)) {
            api.dispatch(tokenReceived(linked.data.unit_token));
            return;
          }
          // A unit that cannot be linked (another player's, another site's) is let go: the player's own unit counts.
          console.warn('The anonymous unit could not be linked', linked.error);
        }
      } else {
        const stored = storage.get(StorageKeys.unitToken);
        if (isUnitTokenValid(stored)) {
          api.dispatch(tokenReceived(stored));
          return;
        }
      }

      let units = await api.pause(api.dispatch(fetchUnitToken()));
      if (errorCode(units.error) === ErrorCodes.unitNotFound) {
        units = await api.pause(api.dispatch(createUserUnit({ fp_request_id: fpRequestId() })));
      }
      if (units.data) {
        api.dispatch(tokenReceived(units.data.unit_token));
        return;
      }
      // No unit, nothing to play with: the catalogue's action (site not active → home), else a reload.
      const failure = describeError(units.error);
      api.dispatch(joinFailed(failure.message));
      if (worthReporting(units.error))
        reportFailure(api.dispatch, { ...failure, action: failure.action === 'none' ? 'reload' : failure.action });
    },
  });
}
