import { configureStore } from '@reduxjs/toolkit';
import { loggedOut, tokensRefreshed } from '../../lib/session';
import { makeTokens, makeUser } from '../../test-utils/fixtures';
import {
  authSlice,
  selectAuthStatus,
  selectIsSignedIn,
  selectMustSignIn,
  selectTokens,
  selectUser,
  sessionCheckFailed,
  sessionCheckStarted,
  sessionRestored,
  signedIn,
  userLoaded,
} from './slice';

const setup = () => configureStore({ reducer: { auth: authSlice.reducer } });

describe('auth slice', () => {
  it('starts idle and signed out', () => {
    const store = setup();
    expect(selectAuthStatus(store.getState())).toBe('idle');
    expect(selectUser(store.getState())).toBeNull();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectMustSignIn(store.getState())).toBe(false);
  });

  it('signs in with the user and both tokens', () => {
    const store = setup();
    const tokens = makeTokens();
    store.dispatch(sessionCheckStarted());
    expect(selectAuthStatus(store.getState())).toBe('loading');
    store.dispatch(signedIn({ user: makeUser(), ...tokens }));
    expect(selectAuthStatus(store.getState())).toBe('success');
    expect(selectUser(store.getState())?.id).toBe(7);
    expect(selectTokens(store.getState())).toEqual(tokens);
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });

  it('restores a session, then loads the user', () => {
    const store = setup();
    store.dispatch(sessionRestored(makeTokens()));
    expect(selectAuthStatus(store.getState())).toBe('loading');
    expect(selectIsSignedIn(store.getState())).toBe(true);
    store.dispatch(userLoaded(makeUser({ first_name: 'Sipho' })));
    expect(selectAuthStatus(store.getState())).toBe('success');
    expect(selectUser(store.getState())?.first_name).toBe('Sipho');
  });

  it('takes refreshed tokens', () => {
    const store = setup();
    store.dispatch(signedIn({ user: makeUser(), ...makeTokens() }));
    const fresh = makeTokens({ access: { token: 'access-2', expires: 'x' } });
    store.dispatch(tokensRefreshed(fresh));
    expect(selectTokens(store.getState())?.access.token).toBe('access-2');
  });

  it('logout sets failed and clears the user and tokens', () => {
    const store = setup();
    store.dispatch(signedIn({ user: makeUser(), ...makeTokens() }));
    store.dispatch(loggedOut());
    expect(selectAuthStatus(store.getState())).toBe('failed');
    expect(selectUser(store.getState())).toBeNull();
    expect(selectTokens(store.getState())).toBeNull();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectMustSignIn(store.getState())).toBe(true);
  });

  it('a failed session check keeps the tokens for the next try', () => {
    const store = setup();
    store.dispatch(sessionRestored(makeTokens()));
    store.dispatch(sessionCheckFailed('offline'));
    expect(selectAuthStatus(store.getState())).toBe('failed');
    expect(selectTokens(store.getState())).not.toBeNull();
    expect(selectMustSignIn(store.getState())).toBe(true);
  });
});
