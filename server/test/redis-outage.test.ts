/**
 * While Redis is away (the bus and the rate-limit counters), the server goes on: money calls answer at once instead
 * of waiting for their balance event to be published, the rate-limited calls are answered and still limited (counted
 * on this node), and a password reset, whose socket closing goes through the bus, still succeeds. Once Redis answers
 * again, events and counters go through it again. The Redis here is this file's own (redis-server on a free port),
 * stopped and started by the test: the machine's shared one is never touched. `npm run test:faults` does the same to
 * two nodes behind the proxy.
 */

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, it } from 'node:test';
import { Redis } from 'ioredis';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import { OwnRedis } from '../../scripts/faults/redis';
import { freePortRun } from '../../scripts/free-port';
import { unitChannel } from '../src/ledger/ledger';
import { hashToken } from '../src/modules/units/tokens';
import { createRedisStore } from '../src/ratelimit/store';
import { testApp } from './helpers';
import { anonymousUnit, voucher } from './support/money';
import { lastOtp, phoneMaker, post, register } from './support/users';
import { eventually } from './support/realtime';

const LIMIT = 3;
const prefix = `test:${randomBytes(6).toString('hex')}:rl:`;
const newPhone = phoneMaker(7_700_000);
let redis: OwnRedis;

const t = testApp(async () => {
  redis = new OwnRedis(await freePortRun(1));
  await redis.start();
  return {
    env: { REDIS_URL: redis.url },
    rateLimitStore: createRedisStore(redis.url, prefix),
    rateLimits: { anonymousUnitsPerIp: { limit: LIMIT, windowMs: 60 * 60_000 } },
  };
});
// Registered after the app's own hooks, so it runs once the app (and its Redis connections) has closed.
after(() => redis.stop());

async function call<T = Record<string, unknown>>(url: string, payload: object, remoteAddress = '127.0.0.1') {
  const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress });
  return { status: response.statusCode, body: response.json() as T };
}

/** Loads `amount` onto the unit: a voucher minted, a loading started and completed. Answers the completion. */
async function load(token: string, amount: number) {
  const code = await voucher(t.app, amount);
  const started = await call<{ acoin_batch_token: string }>(ApiPaths.startLoading, { token, code });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const begun = Date.now();
  const done = await call<{ unit: { fin_account: { deposit_balance: number } } }>(ApiPaths.completeLoading, {
    token,
    acoin_tx_token: started.body.acoin_batch_token,
    amount,
  });
  return { ...done, ms: Date.now() - begun };
}

it('while Redis is away the server answers, limits and resets; once it is back, events and counters use it again', async () => {
  const token = await anonymousUnit(t.app);
  const { rows } = await t.db.query<{ unit_id: string }>('SELECT unit_id FROM unit_tokens WHERE token_hash = $1', [
    hashToken(token),
  ]);
  const heard: number[] = [];
  await t.bus.subscribe(unitChannel(Number(rows[0]!.unit_id)), (message) => {
    heard.push(
      (message.payload as { unit: { fin_account: { deposit_balance: number } } }).unit.fin_account.deposit_balance,
    );
  });
  const phone = newPhone();
  await register(t.app, phone);
  assert.equal((await post(t.app, ApiPaths.sendOtp, { site_id: 1, phone })).statusCode, 200);
  const reset = await post(t.app, ApiPaths.passwordToken, { site_id: 1, phone, otp: await lastOtp(t.app, phone) });
  assert.equal(reset.statusCode, 200, reset.body);

  await redis.stop();

  // The money moves and the call answers at once; its balance event is dropped (a join answers the balance).
  const deposit = await load(token, 1_000);
  assert.equal(deposit.status, 200, JSON.stringify(deposit.body));
  assert.ok(deposit.ms < 3_000, `the deposit waited ${deposit.ms} ms for Redis`);

  const units = [];
  for (let i = 0; i <= LIMIT; i++) units.push(await call(ApiPaths.createAnonymousUnit, { site_id: 1 }, '10.9.0.2'));
  assert.deepEqual(
    units.map((answer) => answer.status),
    [200, 200, 200, 429],
    JSON.stringify(units.map((answer) => answer.body)),
  );
  assert.equal((units[LIMIT]!.body as { error: { code: string } }).error.code, E.tooManyRequests);

  const password = await post(t.app, ApiPaths.password, {
    site_id: 1,
    login: phone,
    password_token: (reset.json() as { password_token: string }).password_token,
    password: 'battery-staple-42',
  });
  assert.equal(password.statusCode, 200, password.body);

  // Back, and empty (it keeps nothing on disk).
  await redis.start();
  const direct = new Redis(redis.url);
  try {
    let n = 0;
    await eventually(
      async () => {
        const more = await load(token, 100);
        assert.equal(more.status, 200, JSON.stringify(more.body));
        const unit = await call(ApiPaths.createAnonymousUnit, { site_id: 1 }, `10.9.1.${++n}`);
        assert.equal(unit.status, 200, JSON.stringify(unit.body));
        await new Promise((resolve) => setTimeout(resolve, 100));
        return (
          heard.includes(more.body.unit.fin_account.deposit_balance) && (await direct.keys(`${prefix}*`)).length > 0
        );
      },
      'a balance event through Redis and a counter in it',
      10_000,
    );
  } finally {
    direct.disconnect();
  }
});
