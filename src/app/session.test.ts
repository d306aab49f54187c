import { authApi } from '../features/auth/api';
import { selectAuthStatus, selectTokens, selectUser, signedIn } from '../features/auth/slice';
import { selectUnitToken } from '../features/unit/slice';
import { storage, StorageKeys } from '../lib/safe-storage';
import { anHourAgo, inOneHour, makeTokens, makeUser, UNIT_TOKEN } from '../test-utils/fixtures';
import { mockFetch } from '../test-utils/render';
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
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
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

  it('is logged out when neither token is valid', async () => {
    const { calls } = sessionRoutes();
    storage.setJSON(StorageKeys.refreshToken, { token: 'r', expires: anHourAgo() });
    const store = makeStore();
    await store.dispatch(startSession());
    expect(selectAuthStatus(store.getState())).toBe('failed');
    expect(selectUser(store.getState())).toBeNull();
    expect(calls).toHaveLength(0);
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
    sessionRoutes({
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
