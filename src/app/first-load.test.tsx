/**
 * RTK Query is not part of the first-load bundle: every page's shell and the session start run without it, and it
 * loads with the pages whose components use its hooks (src/lib/lazy-api.ts). Importing it here fails the test file.
 */

import { selectIsAnonymousUnit, selectUnitToken } from '../features/unit/slice';
import { storage, StorageKeys } from '../lib/safe-storage';
import { makeTokens, makeUser, UNIT_TOKEN } from '../test-utils/fixtures';
import { mockFetch } from '../test-utils/render';
import { AppLayout } from './app-layout';
import { Root } from './root';
import { HomePage } from './screens/home-page';
import { PromoScreen } from './screens/promo-page';
import { startSession } from './session';
import { makeStore } from './store';

jest.mock('@reduxjs/toolkit/query/react', () => {
  throw new Error('RTK Query was loaded with the first-load modules');
});
jest.mock('@reduxjs/toolkit/query', () => {
  throw new Error('RTK Query was loaded with the first-load modules');
});

const settle = async (check: () => boolean) => {
  for (let i = 0; i < 1000 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5)); // up to 5 s on a busy machine
};

beforeEach(() => window.localStorage.clear());

it('loads the shell, and /promo/ as a visitor sees it, without RTK Query', () => {
  expect([Root, AppLayout, HomePage, PromoScreen].every((part) => typeof part === 'function')).toBe(true);
});

it("starts a visitor's session without RTK Query: an anonymous unit", async () => {
  const anonymous = 'a'.repeat(128);
  const { calls } = mockFetch({ '/v1/hp/units/create': () => ({ body: { token: anonymous } }) });
  const store = makeStore();

  await store.dispatch(startSession());
  await settle(() => selectUnitToken(store.getState()) !== null);

  expect(calls.map((c) => c.path)).toEqual(['/v1/hp/units/create']);
  expect(selectUnitToken(store.getState())).toBe(anonymous);
  expect(selectIsAnonymousUnit(store.getState())).toBe(true);
});

it("restores a player's session without RTK Query: the user, then the unit", async () => {
  const { calls } = mockFetch({
    '/v1/hp/users': () => ({ body: { user: makeUser() } }),
    '/v1/hp/users/units': () => ({ body: { unit_token: UNIT_TOKEN } }),
  });
  const tokens = makeTokens();
  storage.setJSON(StorageKeys.accessToken, tokens.access);
  storage.setJSON(StorageKeys.refreshToken, tokens.refresh);
  const store = makeStore();

  await store.dispatch(startSession());
  await settle(() => selectUnitToken(store.getState()) !== null);

  expect(calls.map((c) => c.path)).toEqual(['/v1/hp/users', '/v1/hp/users/units']);
  expect(selectUnitToken(store.getState())).toBe(UNIT_TOKEN);
  expect(store.getState().api).toBeUndefined();
});
