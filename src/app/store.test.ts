import { selectUnitToken } from '../features/unit/slice';
import { makeTokens, makeUser } from '../test-utils/fixtures';
import { mockFetch } from '../test-utils/render';
import { makeStore } from './store';

// No static import of an RTK Query module here: the API loads in the middle of the test, as it does in the browser
// when the player opens a page that uses it.
it('adds the RTK Query API to a store made before the API loaded, and its calls then work', async () => {
  const { calls } = mockFetch({
    '/v1/hp/users/login': () => ({ body: { user: makeUser(), ...makeTokens() } }),
  });
  const store = makeStore();
  expect(store.getState().api).toBeUndefined();

  const { authApi } = await import('../features/auth/api');
  expect(store.getState().api).toMatchObject({ mutations: {}, queries: {} });

  const login = { login: '+27821234567', password: 'secret-123', provider: 'identity' as const, site_id: 1 };
  const result = await store.dispatch(authApi.endpoints.login.initiate(login, { fixedCacheKey: 'login' }));

  expect(result.data?.user.id).toBe(7);
  expect(calls.map((c) => c.path)).toEqual(['/v1/hp/users/login']);
  expect(store.getState().api?.mutations.login).toMatchObject({ status: 'fulfilled', endpointName: 'login' });
  // A store made after the API loaded has it from the start.
  expect(makeStore().getState().api).toMatchObject({ mutations: {}, queries: {} });
  expect(selectUnitToken(store.getState())).toBeNull();
});
