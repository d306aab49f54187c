import { navigate } from 'gatsby';
import { authApi } from '../features/auth/api';
import { fetchUser } from '../features/auth/session-calls';
import { selectAuthStatus, selectMustSignIn, selectTokens, selectUser, signedIn } from '../features/auth/slice';
import { selectIsAnonymousUnit, selectUnitError, selectUnitStatus, selectUnitToken } from '../features/unit/slice';
import { storage, StorageKeys } from '../lib/safe-storage';
import { anHourAgo, inOneHour, makeTokens, makeUser, UNIT_TOKEN } from '../test-utils/fixtures';
import { mockFetch } from '../test-utils/render';
import { call } from '../lib/base-query';
import { loggedOut } from '../lib/session';
import { identifySupportChat, supportChatIdentity } from '../lib/support-chat';
import { startSession } from './session';
import { makeStore } from './store';

const fresh = {
  access: { token: 'access-2', expires: inOneHour() },
  refresh: { token: 'refresh-2', expires: inOneHour() },
};

const sessionRoutes = (overrides: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({
    '/v1/hp/users': () => ({ body: { user: makeUser() } }),
    '/v1/hp/users/units': () => ({ body: { unit_token: UNIT_TOKEN } }),
    '/v1/hp/users/refresh_token': () => ({ body: fresh }),
    ...overrides,
  });

const settle = async (check: () => boolean) => {
  for (let i = 0; i < 1000 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5)); // up to 5 s on a busy machine
};

beforeEach(() => window.localStorage.clear());

describe('session check on start', () => {
  it('uses a valid access token, then loads the user and the unit token', async () => {
    const { calls } = sessionRoutes();
    const tokens = makeTokens();
    storage.setJSON(StorageKeys.accessToken, tokens.access);
    storage.setJSON(StorageKeys.refreshToken, tokens.refresh);
    const store = makeStore();

    await store.dispatch(startSession());
    await settle(() => selectUnitToken(store.getState()) !== null);

    expect(selectAuthStatus(store.getState())).toBe('success');
    expect(selectUser(store.getState())?.id).toBe(7);
    expect(selectUnitToken(store.getState())).toBe(UNIT_TOKEN);
    expect(calls.map((c) => c.path)).toEqual(['/v1/hp/users', '/v1/hp/users/units']);
    expect(calls[0]?.headers.authorization).toBe('Bearer access-1');
    expect(storage.get(StorageKeys.unitToken)).toBe(UNIT_TOKEN);
  });

  it('refreshes when only the refresh token is valid', async () => {
    const { calls } = sessionRoutes();
    storage.setJSON(StorageKeys.accessToken, { token: 'old', expires: anHourAgo() });
    storage.setJSON(StorageKeys.refreshToken, { token: 'refresh-1', expires: inOneHour() });
    const store = makeStore();

    await store.dispatch(startSession());
    await settle(() => selectUnitToken(store.getState()) !== null);

    expect(calls[0]).toMatchObject({ path: '/v1/hp/users/refresh_token', body: { token: 'refresh-1' } });
    expect(selectTokens(store.getState())?.access.token).toBe('access-2');
    expect(storage.getJSON(StorageKeys.accessToken)).toEqual(fresh.access);
    expect(selectAuthStatus(store.getState())).toBe('success');
  });

  it('is logged out when neither token is valid (and asks for no session)', async () => {
    const { calls } = sessionRoutes();
    storage.setJSON(StorageKeys.refreshToken, { token: 'r', expires: anHourAgo() });
    const store = makeStore();
    await store.dispatch(startSession());
    expect(selectAuthStatus(store.getState())).toBe('failed');
    expect(selectUser(store.getState())).toBeNull();
    expect(selectMustSignIn(store.getState())).toBe(true);
    expect(calls.map((c) => c.path)).not.toContain('/v1/hp/users/refresh_token');
    expect(calls.map((c) => c.path)).not.toContain('/v1/hp/users');
    // The visitor's anonymous unit is asked for in a task of its own.
    await settle(() => calls.some((c) => c.path === '/v1/hp/units/create'));
    expect(calls.map((c) => c.path)).toEqual(['/v1/hp/units/create']);
  });
});

describe('401 handling', () => {
  it('refreshes once and retries once', async () => {
    let userCalls = 0;
    const { calls } = sessionRoutes({
      '/v1/hp/users': () => {
        userCalls += 1;
        return userCalls === 1
          ? { status: 401, body: { error: { code: 'auth:token_expired', message: 'expired' } } }
          : { body: { user: makeUser() } };
      },
    });
    const store = makeStore();
    store.dispatch(signedIn({ user: makeUser(), ...makeTokens() }));
    await settle(() => selectUnitToken(store.getState()) !== null);

    expect(calls.map((c) => c.path)).toEqual([
      '/v1/hp/users',
      '/v1/hp/users/refresh_token',
      '/v1/hp/users',
      '/v1/hp/users/units',
    ]);
    expect(calls[2]?.headers.authorization).toBe('Bearer access-2');
    expect(selectTokens(store.getState())?.refresh.token).toBe('refresh-2');
  });

  it('logs out when the refresh is refused', async () => {
    const { calls } = sessionRoutes({
      '/v1/hp/users': () => ({ status: 401, body: { error: { code: 'auth:token_expired', message: 'x' } } }),
      '/v1/hp/users/refresh_token': () => ({
        status: 401,
        body: { error: { code: 'auth:unauthenticated', message: 'x' } },
      }),
    });
    const store = makeStore();
    store.dispatch(signedIn({ user: makeUser(), ...makeTokens() }));
    await settle(() => selectAuthStatus(store.getState()) === 'failed');

    expect(selectAuthStatus(store.getState())).toBe('failed');
    expect(selectUser(store.getState())).toBeNull();
    expect(storage.get(StorageKeys.accessToken)).toBeNull();
    // The visitor then asks for an anonymous unit: awaited here, so the request does not land in a later test.
    await settle(() => selectUnitStatus(store.getState()) === 'failed');
    expect(calls.filter((c) => c.path === '/v1/hp/units/create')).toHaveLength(1);
  });

  it('never refreshes for calls made without a session (a wrong password stays a 401)', async () => {
    const { calls } = sessionRoutes({
      '/v1/hp/users/login': () => ({ status: 401, body: { error: { code: 'auth:wrong_password', message: 'x' } } }),
    });
    const store = makeStore({
      preloadedState: { auth: { status: 'failed', user: null, tokens: makeTokens(), error: null } },
    });
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ login: '+27821234567', password: 'x', provider: 'identity', site_id: 1 }),
    );
    expect(result.error).toMatchObject({ status: 401, code: 'auth:wrong_password' });
    expect(calls.map((c) => c.path)).toEqual(['/v1/hp/users/login']);
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });
});

describe('concurrent 401s', () => {
  it('share one refresh, then each retries with the new token', async () => {
    let refreshes = 0;
    const { calls } = mockFetch({
      '/v1/hp/users': (_body) => ({ body: { user: makeUser() } }),
      '/v1/hp/users/units': () => ({ body: { unit_token: UNIT_TOKEN } }),
      '/v1/hp/users/refresh_token': () => {
        refreshes += 1;
        return { body: fresh };
      },
    });
    // Every call with the old token is refused; the fresh one is accepted.
    const fetchMock = globalThis.fetch as jest.Mock;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      if (headers.authorization === 'Bearer access-1') {
        calls.push({ path: new URL(url, 'http://localhost').pathname, body: undefined, headers });
        return { ok: false, status: 401, text: async () => '{"error":{"code":"auth:token_expired","message":"x"}}' };
      }
      return answer(url, init);
    });
    const store = makeStore({
      preloadedState: { auth: { status: 'success', user: makeUser(), tokens: makeTokens(), error: null } },
    });

    const results = await Promise.all([
      store.dispatch(fetchUser()),
      store.dispatch(fetchUser()),
      store.dispatch(fetchUser()),
    ]);

    expect(results.every((r) => r.data?.user.id === 7)).toBe(true);
    expect(refreshes).toBe(1);
    expect(selectTokens(store.getState())?.access.token).toBe('access-2');
    expect(storage.getJSON(StorageKeys.accessToken)).toEqual(fresh.access);
  });
});

describe('anonymous units', () => {
  const anonymousToken = 'a'.repeat(128);

  it('a visitor gets one when the session check ends logged out; its token is kept', async () => {
    const { calls } = sessionRoutes({ '/v1/hp/units/create': () => ({ body: { token: anonymousToken } }) });
    storage.set(StorageKeys.fpRequestId, 'fp-1');
    const store = makeStore();
    await store.dispatch(startSession());
    await settle(() => selectUnitToken(store.getState()) !== null);

    await new Promise((resolve) => setTimeout(resolve, 50));
    // One visit, one anonymous unit: a second would leave an orphan unit (and its accounts) on the server.
    expect(calls.filter((c) => c.path === '/v1/hp/units/create')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/v1/hp/units/create')?.body).toEqual({ site_id: 1, fp_request_id: 'fp-1' });
    expect(calls.find((c) => c.path === '/v1/hp/units/create')?.headers.authorization).toBeUndefined();
    expect(selectUnitToken(store.getState())).toBe(anonymousToken);
    expect(selectIsAnonymousUnit(store.getState())).toBe(true);
    expect(selectUnitStatus(store.getState())).toBe('success');
    expect(storage.get(StorageKeys.anonymousUnitToken)).toBe(anonymousToken);
    expect(storage.get(StorageKeys.unitToken)).toBeNull();
  });

  it('a stored anonymous token is reused; a stale player unit token is forgotten', async () => {
    const { calls } = sessionRoutes();
    storage.set(StorageKeys.anonymousUnitToken, anonymousToken);
    storage.set(StorageKeys.unitToken, UNIT_TOKEN);
    const store = makeStore();
    await store.dispatch(startSession());
    await settle(() => selectUnitToken(store.getState()) !== null);

    expect(selectUnitToken(store.getState())).toBe(anonymousToken);
    expect(calls.map((c) => c.path)).not.toContain('/v1/hp/units/create');
    expect(storage.get(StorageKeys.unitToken)).toBeNull();
  });

  it('a token of 100 characters or fewer is not saved', async () => {
    sessionRoutes({ '/v1/hp/units/create': () => ({ body: { token: 'a'.repeat(100) } }) });
    const store = makeStore();
    await store.dispatch(startSession());
    await settle(() => selectUnitStatus(store.getState()) === 'failed');

    expect(selectUnitToken(store.getState())).toBeNull();
    expect(storage.get(StorageKeys.anonymousUnitToken)).toBeNull();
  });

  it('a refused creation leaves the unit failed with the catalogue text', async () => {
    sessionRoutes({
      '/v1/hp/units/create': () => ({ status: 422, body: { error: { code: 'site_not_active', message: 'x' } } }),
    });
    const store = makeStore();
    await store.dispatch(startSession());
    await settle(() => selectUnitStatus(store.getState()) === 'failed');
    expect(selectUnitError(store.getState())).toBe('This site is not active now.');
    // SPEC §8: handled with a reload action, in the error modal since no form asked.
    expect(store.getState().ui.errorModal).toEqual({ message: 'This site is not active now.', action: 'reload' });
  });

  it('a network failure of the creation leaves the unit failed without raising the modal', async () => {
    const { fetchMock } = mockFetch({});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const store = makeStore();
    await store.dispatch(startSession());
    await settle(() => selectUnitStatus(store.getState()) === 'failed');
    expect(store.getState().ui.errorModal).toBeNull();
  });

  it('on sign-in the anonymous unit is linked, then the player unit token replaces it', async () => {
    const { calls } = sessionRoutes({
      '/v1/hp/units/create': () => ({ body: { token: anonymousToken } }),
      '/v1/hp/users/units/link': () => ({ body: { unit_token: UNIT_TOKEN } }),
    });
    const store = makeStore();
    await store.dispatch(startSession());
    await settle(() => selectUnitToken(store.getState()) === anonymousToken);

    store.dispatch(signedIn({ user: makeUser(), ...makeTokens() }));
    await settle(() => selectUnitToken(store.getState()) === UNIT_TOKEN);

    const paths = calls.map((c) => c.path);
    expect(paths.slice(paths.indexOf('/v1/hp/users'))).toEqual(['/v1/hp/users', '/v1/hp/users/units/link']);
    expect(calls.find((c) => c.path === '/v1/hp/users/units/link')).toMatchObject({
      body: { unit_token: anonymousToken },
      headers: { authorization: 'Bearer access-1' },
    });
    expect(selectIsAnonymousUnit(store.getState())).toBe(false);
    expect(storage.get(StorageKeys.unitToken)).toBe(UNIT_TOKEN);
    expect(storage.get(StorageKeys.anonymousUnitToken)).toBeNull();
  });

  it('a refused link is let go: the player unit token comes from hp/users/units', async () => {
    const { calls } = sessionRoutes({
      '/v1/hp/units/create': () => ({ body: { token: anonymousToken } }),
      '/v1/hp/users/units/link': () => ({
        status: 403,
        body: { error: { code: 'units_ctx:units:not_owned', message: 'x' } },
      }),
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeStore();
    await store.dispatch(startSession());
    await settle(() => selectUnitToken(store.getState()) === anonymousToken);
    store.dispatch(signedIn({ user: makeUser(), ...makeTokens() }));
    await settle(() => selectUnitToken(store.getState()) === UNIT_TOKEN);

    expect(calls.map((c) => c.path).slice(-2)).toEqual(['/v1/hp/users/units/link', '/v1/hp/users/units']);
    expect(selectUnitToken(store.getState())).toBe(UNIT_TOKEN);
    expect(storage.get(StorageKeys.anonymousUnitToken)).toBeNull();
    warn.mockRestore();
  });

  it('creates the player unit when the player has none yet', async () => {
    const { calls } = sessionRoutes({
      '/v1/hp/users/units': () => ({
        status: 404,
        body: { error: { code: 'units_ctx:units:not_found', message: 'x' } },
      }),
      '/v1/hp/users/units/create': () => ({ body: { unit_token: UNIT_TOKEN } }),
    });
    const store = makeStore();
    store.dispatch(signedIn({ user: makeUser(), ...makeTokens() }));
    await settle(() => selectUnitToken(store.getState()) !== null);
    expect(calls.map((c) => c.path)).toContain('/v1/hp/users/units/create');
    expect(selectUnitToken(store.getState())).toBe(UNIT_TOKEN);
  });

  it('sends the player home with the error modal when the site is not active (SPEC §8 redirect home)', async () => {
    sessionRoutes({
      '/v1/hp/users/units': () => ({
        status: 404,
        body: { error: { code: 'units_ctx:units:not_found', message: 'x' } },
      }),
      '/v1/hp/users/units/create': () => ({
        status: 422,
        body: { error: { code: 'units_ctx:sites:not_active', message: 'x' } },
      }),
    });
    jest.mocked(navigate).mockClear();
    const store = makeStore();
    store.dispatch(signedIn({ user: makeUser(), ...makeTokens() }));
    await settle(() => selectUnitStatus(store.getState()) === 'failed');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(store.getState().ui.errorModal).toEqual({ message: 'This site is not active now.', action: 'none' });
  });

  it('offers a reload when the player unit cannot be had for another reason', async () => {
    sessionRoutes({
      '/v1/hp/users/units': () => ({ status: 500, body: { error: { code: 'internal', message: 'x' } } }),
    });
    jest.mocked(navigate).mockClear();
    const store = makeStore();
    store.dispatch(signedIn({ user: makeUser(), ...makeTokens() }));
    await settle(() => selectUnitStatus(store.getState()) === 'failed');
    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().ui.errorModal).toEqual({ message: 'An unknown error occurred.', action: 'reload' });
  });
});

describe('a unit token the server refuses (expired, or revoked by a password reset or a block)', () => {
  const refused = { status: 401, body: { error: { code: 'auth:unauthenticated', message: 'Unauthenticated' } } };
  const freshUnitToken = 'f'.repeat(128);
  const loadVoucher = (token: string) =>
    call({ url: '/v1/hp/acoin/start_loading', method: 'POST', body: { token, code: '1234' } });

  it('a signed-in player gets a fresh token of their unit from hp/users/units, and keeps it', async () => {
    const tokens = makeTokens();
    storage.setJSON(StorageKeys.accessToken, tokens.access);
    storage.setJSON(StorageKeys.refreshToken, tokens.refresh);
    storage.set(StorageKeys.unitToken, UNIT_TOKEN);
    const { calls } = sessionRoutes({
      '/v1/hp/users/units': () => ({ body: { unit_token: freshUnitToken } }),
      '/v1/hp/acoin/start_loading': () => refused,
    });
    const store = makeStore();
    await store.dispatch(startSession());
    await settle(() => selectUnitToken(store.getState()) !== null);
    expect(selectUnitToken(store.getState())).toBe(UNIT_TOKEN);

    const answer = await store.dispatch(loadVoucher(UNIT_TOKEN));
    expect(answer.error?.status).toBe(401);
    await settle(() => selectUnitToken(store.getState()) === freshUnitToken);
    expect(selectUnitToken(store.getState())).toBe(freshUnitToken);
    expect(storage.get(StorageKeys.unitToken)).toBe(freshUnitToken);
    expect(selectTokens(store.getState())).not.toBeNull();
    expect(calls.map((c) => c.path).slice(-1)).toEqual(['/v1/hp/users/units']);
  });

  it('a visitor gets a new anonymous unit in place of the refused one', async () => {
    storage.set(StorageKeys.anonymousUnitToken, 'a'.repeat(128));
    const { calls } = sessionRoutes({
      '/v1/hp/units/create': () => ({ body: { token: freshUnitToken } }),
      '/v1/hp/acoin/start_loading': () => refused,
    });
    const store = makeStore();
    await store.dispatch(startSession());
    await settle(() => selectUnitToken(store.getState()) !== null);
    expect(calls.map((c) => c.path)).not.toContain('/v1/hp/units/create');

    await store.dispatch(loadVoucher('a'.repeat(128)));
    await settle(() => selectUnitToken(store.getState()) === freshUnitToken);
    expect(selectUnitToken(store.getState())).toBe(freshUnitToken);
    expect(selectIsAnonymousUnit(store.getState())).toBe(true);
    expect(storage.get(StorageKeys.anonymousUnitToken)).toBe(freshUnitToken);
    expect(calls.filter((c) => c.path === '/v1/hp/units/create')).toHaveLength(1);
  });

  it('a refusal of a token already replaced changes nothing', async () => {
    const { calls } = sessionRoutes({ '/v1/hp/acoin/start_loading': () => refused });
    const store = makeStore();
    store.dispatch(signedIn({ user: makeUser(), ...makeTokens() }));
    await settle(() => selectUnitToken(store.getState()) !== null);
    const before = calls.length;
    await store.dispatch(loadVoucher('old'.repeat(40)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.slice(before).map((c) => c.path)).toEqual([
      '/v1/hp/acoin/start_loading',
      '/v1/hp/users/refresh_token',
      '/v1/hp/acoin/start_loading',
    ]);
    expect(selectUnitToken(store.getState())).toBe(UNIT_TOKEN);
  });
});

describe('sign-out', () => {
  it('sets failed, clears the user, the tokens and the unit token', async () => {
    sessionRoutes({ '/v1/hp/units/create': () => ({ body: { token: 'a'.repeat(128) } }) });
    const store = makeStore();
    store.dispatch(signedIn({ user: makeUser(), ...makeTokens() }));
    await settle(() => selectUnitToken(store.getState()) === UNIT_TOKEN);
    expect(storage.get(StorageKeys.unitToken)).toBe(UNIT_TOKEN);

    identifySupportChat({ phone: '082 123 4567' });
    window.localStorage.setItem('lc_customer_id', 'customer-of-this-player');
    window.sessionStorage.setItem('lc_in_tab', 'true');

    store.dispatch(loggedOut({ byPlayer: true }));
    expect(selectAuthStatus(store.getState())).toBe('failed');
    expect(selectUser(store.getState())).toBeNull();
    expect(selectTokens(store.getState())).toBeNull();
    expect(storage.get(StorageKeys.accessToken)).toBeNull();
    expect(storage.get(StorageKeys.refreshToken)).toBeNull();
    expect(storage.get(StorageKeys.unitToken)).toBeNull();
    // the chat forgets the phone the player signed in with
    expect(supportChatIdentity()).toEqual({});
    expect(window.sessionStorage.getItem('lc_identity')).toBeNull();
    // and the chat customer: the next player on this phone starts a conversation of their own
    expect(window.localStorage.getItem('lc_customer_id')).toBeNull();
    expect(window.sessionStorage.getItem('lc_in_tab')).toBeNull();
  });
});
