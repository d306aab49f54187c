/** Sign-in, refresh-token rotation and the bearer profile call (SPEC §7 "Account and auth"). */

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { AuthTokens } from '../../contract/entities';
import { ErrorCodes as E } from '../../contract/errors';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from '../../contract/sites';
import { TestClock, testApp } from './helpers';
import { assertError, PASSWORD, phoneMaker, post, register } from './support/users';

const clock = new TestClock();
const newPhone = phoneMaker(2_000_000);
const t = testApp({ clock });

const login = (phone: string, password = PASSWORD, overrides: object = {}) =>
  post(t.app, ApiPaths.login, { login: phone, password, provider: 'identity', site_id: 1, ...overrides });
const refresh = (token: string) => post(t.app, ApiPaths.refreshToken, { token });
const me = (token: string) => post(t.app, ApiPaths.user, {}, { authorization: `Bearer ${token}` });

describe('login', () => {
  test('the right password answers the user and fresh tokens', async () => {
    const { user } = await register(t.app, newPhone());
    const national = `0${user.phone.slice(3)}`;
    const answer = await login(national);
    assert.equal(answer.statusCode, 200, answer.body);
    const body = answer.json();
    assert.deepEqual(Object.keys(body).sort(), ['access', 'refresh', 'user']);
    assert.deepEqual(body.user, user);
    assert.equal((await me(body.access.token)).statusCode, 200);
  });

  test('a wrong password and an unknown phone answer the same 401', async () => {
    const { user } = await register(t.app, newPhone());
    const wrongPassword = await login(user.phone, 'not-the-password');
    const unknownPhone = await login(newPhone());
    for (const answer of [wrongPassword, unknownPhone]) assertError(answer, 401, E.wrongPassword, 'Wrong password');
    assert.equal(wrongPassword.body, unknownPhone.body);
    // A phone registered on site 1 is unknown on site 2.
    assertError(await login(user.phone, PASSWORD, { site_id: 2 }), 401, E.wrongPassword);
  });

  test('unknown site → 404; bad input → 422', async () => {
    assertError(await login(newPhone(), PASSWORD, { site_id: 9 }), 404, E.siteNotFound);
    assertError(await login(newPhone(), PASSWORD, { provider: 'google' }), 422, E.validation, /provider/);
    assertError(await login('nope'), 422, E.validation, 'Please enter a correct phone number');
    assertError(
      await post(t.app, ApiPaths.login, { login: newPhone(), provider: 'identity', site_id: 1 }),
      422,
      E.validation,
      /password/,
    );
  });
});

describe('refresh_token', () => {
  test('each use rotates: the answer is a new pair, the old token is spent', async () => {
    const session = await register(t.app, newPhone());
    const first = await refresh(session.refresh.token);
    assert.equal(first.statusCode, 200, first.body);
    const pair = first.json() as AuthTokens;
    assert.deepEqual(Object.keys(pair).sort(), ['access', 'refresh']);
    assert.notEqual(pair.refresh.token, session.refresh.token);
    assert.equal((await me(pair.access.token)).statusCode, 200);
    const second = await refresh(pair.refresh.token);
    assert.equal(second.statusCode, 200, second.body);
  });

  test('reusing a spent token revokes its whole family, and only that family', async () => {
    const session = await register(t.app, newPhone());
    const otherDevice = (await login(session.user.phone)).json() as AuthTokens;
    const rotated = (await refresh(session.refresh.token)).json() as AuthTokens;

    assertError(await refresh(session.refresh.token), 401, E.unauthenticated);
    // The thief's or the owner's newer token is now dead too.
    assertError(await refresh(rotated.refresh.token), 401, E.unauthenticated);
    assert.equal((await refresh(otherDevice.refresh.token)).statusCode, 200);
  });

  test('an expired token → 401 token_expired; garbage → 401; missing → 422', async () => {
    const session = await register(t.app, newPhone());
    clock.advance(REFRESH_TOKEN_TTL_MS);
    assertError(await refresh(session.refresh.token), 401, E.tokenExpired);
    assertError(await refresh('x'.repeat(43)), 401, E.unauthenticated);
    assertError(await post(t.app, ApiPaths.refreshToken, {}), 422, E.validation, /token/);
  });

  test('an access token is not a refresh token', async () => {
    const session = await register(t.app, newPhone());
    assertError(await refresh(session.access.token), 401, E.unauthenticated);
  });
});

describe('POST hp/users (bearer)', () => {
  test('answers the signed-in user, with or without an empty body', async () => {
    const session = await register(t.app, newPhone());
    const withBody = await me(session.access.token);
    assert.equal(withBody.statusCode, 200, withBody.body);
    assert.deepEqual(withBody.json(), { user: session.user });
    const noBody = await t.app.inject({
      method: 'POST',
      url: ApiPaths.user,
      headers: { authorization: `Bearer ${session.access.token}` },
    });
    assert.equal(noBody.statusCode, 200, noBody.body);
    assert.deepEqual(noBody.json(), { user: session.user });
  });

  test('no, garbage, refresh or expired token → 401', async () => {
    const session = await register(t.app, newPhone());
    assertError(await post(t.app, ApiPaths.user, {}), 401, E.unauthenticated);
    assertError(await me('garbage'), 401, E.unauthenticated);
    assertError(await me(session.refresh.token), 401, E.unauthenticated);
    assertError(
      await post(t.app, ApiPaths.user, {}, { authorization: `Basic ${session.access.token}` }),
      401,
      E.unauthenticated,
    );
    clock.advance(ACCESS_TOKEN_TTL_MS + 1000);
    assertError(await me(session.access.token), 401, E.tokenExpired);
  });
});
