/**
 * Limits hold under parallel requests: a burst sent at once gets no more checks than the limit allows, on both
 * counter stores (memory, and Redis at 127.0.0.1:6379 unless REDIS_URL says otherwise; it must be there).
 */

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import { DEFAULT_RATE_LIMITS } from '../src/ratelimit/limiter';
import { createMemoryStore, createRedisStore, type RateLimitStore } from '../src/ratelimit/store';
import { hashPassword } from '../src/modules/users/passwords';
import { TestClock, testApp } from './helpers';
import { assertError, insertUser, lastOtp, PASSWORD, phoneMaker, post } from './support/users';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const BURST = 30;

const stores: Array<[string, () => RateLimitStore]> = [
  ['memory', () => createMemoryStore()],
  ['redis', () => createRedisStore(REDIS_URL, `test:${randomBytes(6).toString('hex')}:rl:`)],
];

/** How many answers had each status. */
function statuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

for (const [name, makeStore] of stores) {
  describe(`a parallel burst (${name} store)`, () => {
    // On an hour boundary, so the hour-long windows do not roll over in the middle of a test.
    const clock = new TestClock(Math.ceil(Date.now() / HOUR) * HOUR);
    const newPhone = phoneMaker(7_200_000 + (name === 'redis' ? 100_000 : 0));
    const perAccount = 8;
    const perIp = 12;
    let ipSeq = 0;
    let passwordHash: string;

    const t = testApp(() => ({
      clock,
      env: { TRUST_PROXY: 'loopback' },
      rateLimitStore: makeStore(),
      rateLimits: {
        loginFailuresPerAccount: { limit: perAccount, windowMs: HOUR },
        loginFailuresPerIp: { limit: perIp, windowMs: HOUR },
      },
      setUp: async () => {
        passwordHash = await hashPassword(PASSWORD);
      },
    }));

    const newIp = () => `198.51.100.${++ipSeq}`;

    const player = () => insertUser(t.db, newPhone(), passwordHash);

    const login = (phone: string, password: string, ip = newIp()) =>
      post(
        t.app,
        ApiPaths.login,
        { login: phone, password, provider: 'identity', site_id: 1 },
        { 'x-forwarded-for': ip },
      );

    it('30 wrong passwords at once: at most 5 are checked, the rest are refused', async () => {
      const phone = await player();
      const burst = await Promise.all(Array.from({ length: BURST }, () => login(phone, 'wrong-password')));
      const { limit } = DEFAULT_RATE_LIMITS.loginFailuresBurst;
      assert.deepEqual(statuses(burst), { 401: limit, 429: BURST - limit });
      for (const response of burst.filter((r) => r.statusCode === 429)) assertError(response, 429, E.tooManyRequests);
      // The account stays locked for the minute, even for the right password.
      assertError(await login(phone, PASSWORD), 429, E.tooManyRequests);

      // Only the checked failures went into the hourly count: 3 more fill it up to its limit of 8.
      clock.advance(MINUTE);
      for (let i = limit; i < perAccount; i++) assertError(await login(phone, 'wrong-password'), 401, E.wrongPassword);
      clock.advance(MINUTE);
      assertError(await login(phone, PASSWORD), 429, E.tooManyRequests);
      clock.advance(HOUR);
      assert.equal((await login(phone, PASSWORD)).statusCode, 200);
    });

    it('wrong passwords for many accounts at once from one address stop at the address limit', async () => {
      const phones = await Promise.all(Array.from({ length: BURST }, () => player()));
      const ip = newIp();
      const burst = await Promise.all(phones.map((phone) => login(phone, 'wrong-password', ip)));
      assert.deepEqual(statuses(burst), { 401: perIp, 429: BURST - perIp });
      assertError(await login(await player(), PASSWORD, ip), 429, E.tooManyRequests);
      clock.advance(HOUR);
    });

    it('the right password ends a burst of mistypes, and is not counted as a failure', async () => {
      const phone = await player();
      for (let i = 0; i < 4; i++) assertError(await login(phone, 'wrong-password'), 401, E.wrongPassword);
      assert.equal((await login(phone, PASSWORD)).statusCode, 200);
      for (let i = 0; i < perAccount - 4; i++) assertError(await login(phone, 'wrong-password'), 401, E.wrongPassword);
      clock.advance(MINUTE);
      assertError(await login(phone, PASSWORD), 429, E.tooManyRequests);
      clock.advance(HOUR);
    });

    it('30 wrong codes at once for one phone: at most 15 are checked, the rest are refused', async () => {
      const phone = await player();
      assert.equal((await post(t.app, ApiPaths.sendOtp, { site_id: 1, phone })).statusCode, 200);
      const otp = await lastOtp(t.app, phone);
      const wrong = String((Number(otp) + 1) % 10_000).padStart(4, '0');
      const burst = await Promise.all(
        Array.from({ length: BURST }, () => post(t.app, ApiPaths.passwordToken, { site_id: 1, phone, otp: wrong })),
      );
      const { limit } = DEFAULT_RATE_LIMITS.otpCheckFailuresPerPhone;
      assert.deepEqual(statuses(burst), { 422: limit, 429: BURST - limit });
      clock.advance(HOUR);
    });
  });
}
