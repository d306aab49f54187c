/**
 * Unit tokens expire after 30 days unused (each use moves the expiry on, written at most daily) and are revoked
 * when the player resets the password or is blocked from signing in: every call and the socket then refuse them,
 * open sockets close, and a signed-in player gets a fresh token from /hp/users/units.
 */

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ApiPaths } from '../../contract/api';
import type { SessionAnswer } from '../../contract/users';
import { ErrorCodes as E } from '../../contract/errors';
import { SandboxPaths } from '../../contract/sandbox';
import { SOCKET_PATH } from '../../contract/socket';
import { runAdmin } from '../../scripts/admin';
import { hashToken, UNIT_TOKEN_TTL_MS } from '../src/modules/units/tokens';
import { TestClock, testApp } from './helpers';
import { anonymousUnit, voucher } from './support/money';
import { eventually } from './support/realtime';
import { assertError, lastOtp, PASSWORD, phoneMaker, post, register } from './support/users';

const DAY = 24 * 60 * 60 * 1000;
const newPhone = phoneMaker(8_300_000);
const clock = new TestClock();
const t = testApp({ clock });

/** A unit call with the token: loading a voucher, 200 when the token is accepted. */
async function loadVoucher(token: string) {
  return post(t.app, ApiPaths.startLoading, { token, code: await voucher(t.app, 500) });
}

const connectUrl = (token: string) => `${SOCKET_PATH}/longpoll?token=${encodeURIComponent(token)}&vsn=2.0.0`;

/** Opens a long-poll socket with the token: its session token, or the refusal status. */
async function connect(app: FastifyInstance, token: string): Promise<{ status: number; session?: string }> {
  const answer = await app.inject({ method: 'GET', url: connectUrl(token) });
  const body = answer.json() as { status: number; token?: string };
  return { status: body.status, session: body.token };
}

/** Whether the long-poll session is still open (a closed one answers 410 to the client's next post). */
async function isOpen(token: string, session: string): Promise<boolean> {
  const answer = await t.app.inject({
    method: 'POST',
    url: `${connectUrl(token)}&token=${encodeURIComponent(session)}`,
    headers: { 'content-type': 'application/x-ndjson' },
    payload: JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]),
  });
  return (answer.json() as { status: number }).status === 200;
}

async function expiresAt(token: string): Promise<number> {
  const { rows } = await t.db.query<{ expires_at: Date }>('SELECT expires_at FROM unit_tokens WHERE token_hash = $1', [
    hashToken(token),
  ]);
  assert.ok(rows[0], 'the token is stored');
  return new Date(rows[0].expires_at).getTime();
}

async function unitToken(session: SessionAnswer): Promise<string> {
  const answer = await t.app.inject({
    method: 'GET',
    url: ApiPaths.userUnits,
    headers: { authorization: `Bearer ${session.access.token}` },
  });
  assert.equal(answer.statusCode, 200, answer.body);
  return (answer.json() as { unit_token: string }).unit_token;
}

describe('expiry', () => {
  test('a token unused for 30 days is refused by every call and by the socket', async () => {
    const token = await anonymousUnit(t.app);
    assert.equal((await loadVoucher(token)).statusCode, 200);
    clock.advance(UNIT_TOKEN_TTL_MS - 1);
    assert.equal((await connect(t.app, token)).status, 410, 'a live token opens the socket');
    const other = await anonymousUnit(t.app);
    clock.advance(UNIT_TOKEN_TTL_MS);
    assertError(await loadVoucher(other), 401, E.unauthenticated);
    assert.equal((await connect(t.app, other)).status, 403);
  });

  test('each use moves the expiry on, written at most once a day, so a token in use never expires', async () => {
    const token = await anonymousUnit(t.app);
    const issued = await expiresAt(token);
    clock.advance(DAY / 2);
    assert.equal((await loadVoucher(token)).statusCode, 200);
    assert.equal(await expiresAt(token), issued, 'used within a day of the last move: no write');

    for (let day = 1; day <= 3; day++) {
      clock.advance(25 * DAY);
      assert.equal((await loadVoucher(token)).statusCode, 200, `day ${day * 25}`);
      assert.equal(await expiresAt(token), clock.now().getTime() + UNIT_TOKEN_TTL_MS);
    }
    clock.advance(UNIT_TOKEN_TTL_MS);
    assertError(await loadVoucher(token), 401, E.unauthenticated);
  });

  test('tokens issued before expiry existed get 30 days from the migration', async () => {
    const { rows } = await t.db.query<{ nulls: number | string }>(
      'SELECT count(*) AS nulls FROM unit_tokens WHERE expires_at IS NULL',
    );
    assert.equal(Number(rows[0]?.nulls), 0);
  });
});

describe('revocation', () => {
  test('a password reset revokes the player’s unit tokens and closes their sockets; a new one is given on asking', async () => {
    const phone = newPhone();
    const session = await register(t.app, phone);
    const token = await unitToken(session);
    const socket = await connect(t.app, token);
    assert.ok(socket.session);
    assert.equal(await isOpen(token, socket.session), true);
    const visitor = await anonymousUnit(t.app);

    assert.equal((await post(t.app, ApiPaths.sendOtp, { site_id: 1, phone })).statusCode, 200);
    const proof = await post(t.app, ApiPaths.passwordToken, { site_id: 1, phone, otp: await lastOtp(t.app, phone) });
    const passwordToken = (proof.json() as { password_token: string }).password_token;
    const reset = await post(t.app, ApiPaths.password, {
      site_id: 1,
      login: phone,
      password_token: passwordToken,
      password: 'a-new-password-7',
    });
    assert.equal(reset.statusCode, 200, reset.body);

    assertError(await loadVoucher(token), 401, E.unauthenticated);
    assert.equal((await connect(t.app, token)).status, 403);
    await eventually(async () => !(await isOpen(token, socket.session!)), 'the open socket to close');
    assert.equal((await loadVoucher(visitor)).statusCode, 200, 'other units keep their tokens');

    const again = await post(t.app, ApiPaths.login, {
      login: phone,
      password: 'a-new-password-7',
      provider: 'identity',
      site_id: 1,
    });
    assert.equal((await loadVoucher(await unitToken(again.json() as SessionAnswer))).statusCode, 200);
  });

  test('a login block (operator command) revokes unit and refresh tokens and closes the player’s sockets', async () => {
    const phone = newPhone();
    const session = await register(t.app, phone);
    const token = await unitToken(session);
    const socket = await connect(t.app, token);
    assert.ok(socket.session);

    await runAdmin(['block', 'login', phone], t.db, t.bus);
    assertError(await loadVoucher(token), 401, E.unauthenticated);
    assert.equal((await connect(t.app, token)).status, 403);
    await eventually(async () => !(await isOpen(token, socket.session!)), 'the open socket to close');
    // While blocked, a refresh still says why; once lifted, the old session stays signed out.
    assertError(await post(t.app, ApiPaths.refreshToken, { token: session.refresh.token }), 403, E.loginBlock);
    await runAdmin(['unblock', 'login', phone], t.db, t.bus);
    assertError(await post(t.app, ApiPaths.refreshToken, { token: session.refresh.token }), 401, E.unauthenticated);
    assertError(await loadVoucher(token), 401, E.unauthenticated);
    const again = await post(t.app, ApiPaths.login, {
      login: phone,
      password: PASSWORD,
      provider: 'identity',
      site_id: 1,
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal((await loadVoucher(await unitToken(again.json() as SessionAnswer))).statusCode, 200);
  });

  test('the sandbox’s block route revokes the same way; other blocks leave tokens alone', async () => {
    const phone = newPhone();
    const session = await register(t.app, phone);
    const token = await unitToken(session);
    const block = (kind: string, on: boolean) => post(t.app, SandboxPaths.blocks, { phone, block: kind, on });

    assert.equal((await block('game', true)).statusCode, 200);
    assert.equal((await loadVoucher(token)).statusCode, 200);
    assert.equal((await post(t.app, ApiPaths.refreshToken, { token: session.refresh.token })).statusCode, 200);

    assert.equal((await block('login', true)).statusCode, 200);
    assertError(await loadVoucher(token), 401, E.unauthenticated);
  });
});
