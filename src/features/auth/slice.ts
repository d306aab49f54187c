/** Who is signed in (SPEC §4 auth state). Persistence and the session check live in src/app. */

import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SessionAnswer } from '../../../contract/users';
import type { AuthTokens, User } from '../../../contract/entities';
import { loggedOut, tokensRefreshed } from '../../lib/session';

export type AuthStatus = 'idle' | 'loading' | 'success' | 'failed';
export type SignInHow = 'sign-in' | 'sign-up' | 'password-reset';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  tokens: AuthTokens | null;
  error: string | null;
  /** The last session ended because the player signed out (not because it expired). */
  signedOutByPlayer?: boolean;
  /** A new player's welcome is still to be seen (set by a sign-up, cleared when it is closed). */
  welcomeDue?: boolean;
}

export const initialAuthState: AuthState = { status: 'idle', user: null, tokens: null, error: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    sessionCheckStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    /** Stored tokens are usable; the user is still to be loaded. */
    sessionRestored(state, action: PayloadAction<AuthTokens>) {
      state.tokens = action.payload;
      state.status = 'loading';
    },
    /** A session from the sign-in, sign-up or reset-password form; `how` tells which (a sign-up is a registration). */
    signedIn: {
      reducer(state, action: PayloadAction<SessionAnswer, string, { how: SignInHow }>) {
        const { user, access, refresh } = action.payload;
        state.signedOutByPlayer = false;
        state.tokens = { access, refresh };
        state.user = user;
        state.status = 'success';
        state.error = null;
        state.welcomeDue = action.meta.how === 'sign-up';
      },
      prepare: (session: SessionAnswer, how: SignInHow = 'sign-in') => ({ payload: session, meta: { how } }),
    },
    /** The new player closed their welcome (or went on from it). */
    welcomeClosed(state) {
      state.welcomeDue = false;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.status = 'success';
      state.error = null;
    },
    /** The session could not be checked (not a refusal: the tokens are kept for the next try). */
    sessionCheckFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokensRefreshed, (state, action) => {
        state.tokens = action.payload;
      })
      .addCase(loggedOut, (state, action) => {
        state.status = 'failed';
        state.user = null;
        state.tokens = null;
        state.error = null;
        state.signedOutByPlayer = action.payload?.byPlayer ?? false;
        state.welcomeDue = false;
      });
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectUser: (state) => state.user,
    selectTokens: (state) => state.tokens,
    selectAccessToken: (state) => state.tokens?.access.token ?? null,
    selectIsSignedIn: (state) => state.tokens !== null && state.status !== 'failed',
    /** SPEC §4: a failed state with no user goes to the auth page. */
    selectMustSignIn: (state) => state.status === 'failed' && state.user === null,
    selectSignedOutByPlayer: (state) => state.signedOutByPlayer === true,
    selectWelcomeDue: (state) => state.welcomeDue === true && state.tokens !== null,
  },
});

export const { sessionCheckStarted, sessionRestored, signedIn, welcomeClosed, userLoaded, sessionCheckFailed } =
  authSlice.actions;
export const {
  selectAuthStatus,
  selectUser,
  selectTokens,
  selectAccessToken,
  selectIsSignedIn,
  selectMustSignIn,
  selectSignedOutByPlayer,
  selectWelcomeDue,
} = authSlice.selectors;
