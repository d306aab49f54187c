/**
 * Changing the password while signed in (ours, issue 39): POST hp/users/password/change with the current and the
 * new password. Every other session is signed out and its sockets closed; this one goes on with the tokens answered.
 */

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import type { SessionAnswer } from '../../contract/users';
import { SOCKET_PATH } from '../../contract/socket';
import { TestClock, testApp } from './helpers';
import { voucher } from './support/money';
import { eventually } from './support/realtime';
import { assertError, PASSWORD, phoneMaker, post, register, snapshot } from './support/users';

const NEW_PASSWORD = 'battery-staple-42';
const newPhone = phoneMaker(8_600_000);
const clock = new TestClock();
const t = testApp({ clock });

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const change = (access: string, body: object) => post(t.app, ApiPaths.changePassword, body, bearer(access));
const login = (phone: string, password: string) =>
  post(t.app, ApiPaths.login, { login: phone, password, provider: 'identity', site_id: 1 });

async function unitToken(access: string): Promise<string> {
  const answer = await t.app.inject({ method: 'GET', url: ApiPaths.userUnits, headers: bearer(access) });
  assert.equal(answer.statusCode, 200, answer.body);
  return (answer.json() as { unit_token: string }).unit_token;
}

/** A unit call with the token: loading a voucher, 200 when the token is accepted. */
async function loadVoucher(token: string) {
  return post(t.app, ApiPaths.startLoading, { token, code: await voucher(t.app, 500) });
}

const connectUrl = (token: string) => `${SOCKET_PATH}/longpoll?token=${encodeURIComponent(token)}&vsn=2.0.0`;

/** Opens a long-poll socket with the unit token; its session token. */
async function connect(token: string): Promise<string> {
  const answer = await t.app.inject({ method: 'GET', url: connectUrl(token) });
  const session = (answer.json() as { token?: string }).token;
  assert.ok(session, answer.body);
  return session;
}

async function isOpen(token: string, session: string): Promise<boolean> {
  const answer = await t.app.inject({
    method: 'POST',
    url: `${connectUrl(token)}&token=${encodeURIComponent(session)}`,
    headers: { 'content-type': 'application/x-ndjson' },
    payload: JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]),
  });
  return (answer.json() as { status: number }).status === 200;
}

describe('change password', () => {
  test('the new password signs in, the old one does not; other sessions and their sockets are signed out', async () => {
    const phone = newPhone();
    const here = await register(t.app, phone);
    const elsewhere = (await login(phone, PASSWORD)).json() as SessionAnswer;
    const otherDevice = await unitToken(elsewhere.access.token);
    const otherSocket = await connect(otherDevice);
    assert.equal(await isOpen(otherDevice, otherSocket), true);

    const changed = await change(here.access.token, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    assert.equal(changed.statusCode, 200, changed.body);
    const tokens = changed.json() as SessionAnswer;
    assert.deepEqual(Object.keys(tokens).sort(), ['access', 'refresh']);

    assertError(await login(phone, PASSWORD), 401, E.wrongPassword);
    assert.equal((await login(phone, NEW_PASSWORD)).statusCode, 200);
    for (const old of [here.refresh.token, elsewhere.refresh.token]) {
      assertError(await post(t.app, ApiPaths.refreshToken, { token: old }), 401, E.unauthenticated);
    }
    assertError(await loadVoucher(otherDevice), 401, E.unauthenticated);
    await eventually(async () => !(await isOpen(otherDevice, otherSocket)), 'the other device’s socket to close');

    // This session goes on: its new refresh token turns, and its access token gets a working unit token.
    assert.equal((await post(t.app, ApiPaths.refreshToken, { token: tokens.refresh.token })).statusCode, 200);
    assert.equal((await loadVoucher(await unitToken(tokens.access.token))).statusCode, 200);
  });

  test('a wrong current password → 422 and nothing changes; the sixth try in a minute is 429, as at sign-in', async () => {
    const phone = newPhone();
    const session = await register(t.app, phone);
    const before = await snapshot(t.db);
    for (let i = 0; i < 5; i++) {
      const refused = await change(session.access.token, {
        current_password: 'not-my-password',
        new_password: NEW_PASSWORD,
      });
      assertError(refused, 422, E.wrongCurrentPassword);
    }
    assert.deepEqual(await snapshot(t.db), before);
    assert.equal((await post(t.app, ApiPaths.refreshToken, { token: session.refresh.token })).statusCode, 200);
    const limited = await change(session.access.token, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    assertError(limited, 429, E.tooManyRequests);
    assertError(await login(phone, PASSWORD), 429, E.tooManyRequests);
    clock.advance(61_000);
    assert.equal((await login(phone, PASSWORD)).statusCode, 200, 'the old password still signs in');
  });

  test('bad input → 422 naming the field; no bearer → 401', async () => {
    const session = await register(t.app, newPhone());
    const cases: [object, RegExp][] = [
      [{ current_password: PASSWORD, new_password: 'short' }, /new_password/],
      [{ current_password: PASSWORD, new_password: 'x'.repeat(26) }, /new_password/],
      [{ current_password: PASSWORD }, /new_password/],
      [{ new_password: NEW_PASSWORD }, /current_password/],
      [{ current_password: PASSWORD, new_password: PASSWORD }, /new_password/],
    ];
    for (const [body, field] of cases) assertError(await change(session.access.token, body), 422, E.validation, field);
    const anonymous = await post(t.app, ApiPaths.changePassword, {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
    });
    assertError(anonymous, 401, E.unauthenticated);
    assert.equal((await post(t.app, ApiPaths.refreshToken, { token: session.refresh.token })).statusCode, 200);
  });
});
