/**
 * Rate limits on sign-in and OTPs, with both counter stores: memory and Redis (127.0.0.1:6379 unless REDIS_URL
 * says otherwise; it must be there). The clock is the test's, so windows pass without sleeping.
 */

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_INTERVAL_MS } from '../../contract/sites';
import { DEFAULT_RATE_LIMITS } from '../src/ratelimit/limiter';
import { createMemoryStore, createRedisStore, type RateLimitStore } from '../src/ratelimit/store';
import { hashPassword } from '../src/modules/users/passwords';
import { TestClock, testApp } from './helpers';
import { assertError, insertUser, lastOtp, PASSWORD, phoneMaker, post, smsTo } from './support/users';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const prefix = () => `test:${randomBytes(6).toString('hex')}:rl:`;

const stores: Array<[string, () => RateLimitStore]> = [
  ['memory', () => createMemoryStore()],
  ['redis', () => createRedisStore(REDIS_URL, prefix())],
];

for (const [name, makeStore] of stores) {
  describe(`${name} store`, () => {
    let store: RateLimitStore;
    before(() => {
      store = makeStore();
    });
    after(() => store.close());

    it('counts per key and window; a new window starts from zero; reset forgets', async () => {
      const start = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
      const later = new Date(start.getTime() + 59_000);
      assert.equal(await store.increment('a', MINUTE, start), 1);
      assert.equal(await store.increment('a', MINUTE, later), 2);
      assert.equal(await store.increment('b', MINUTE, start), 1);
      assert.equal(await store.count('a', MINUTE, later), 2);
      // The same key in an hour-long window is another counter.
      assert.equal(await store.count('a', HOUR, start), 0);
      await store.reset('a', MINUTE, later);
      assert.equal(await store.count('a', MINUTE, later), 0);
      assert.equal(await store.count('b', MINUTE, later), 1);
      const next = new Date(start.getTime() + MINUTE);
      assert.equal(await store.count('b', MINUTE, next), 0);
      assert.equal(await store.increment('b', MINUTE, next), 1);
    });

    it('decrement takes one off, never below zero, and never brings back a window that has passed', async () => {
      const start = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
      await store.increment('c', MINUTE, start);
      await store.increment('c', MINUTE, start);
      await store.decrement('c', MINUTE, start);
      assert.equal(await store.count('c', MINUTE, start), 1);
      await store.decrement('c', MINUTE, start);
      await store.decrement('c', MINUTE, start);
      assert.equal(await store.count('c', MINUTE, start), 0);
      assert.equal(await store.increment('c', MINUTE, start), 1);
      await store.decrement('never-counted', MINUTE, start);
      assert.equal(await store.increment('never-counted', MINUTE, start), 1);
    });
  });
}

it('two Redis stores with the same prefix (two nodes) share their counters', async () => {
  const shared = prefix();
  const [a, b] = [createRedisStore(REDIS_URL, shared), createRedisStore(REDIS_URL, shared)];
  const now = new Date();
  try {
    await a.increment('k', HOUR, now);
    assert.equal(await b.increment('k', HOUR, now), 2);
  } finally {
    await a.close();
    await b.close();
  }
});

// Every limit through the app, once per store. The per-address limits are lowered to keep the test short; the
// per-account and per-phone ones are the real defaults.
for (const [name, makeStore] of stores) {
  describe(`limits through the app (${name} store)`, () => {
    // On an hour boundary, so the hour-long windows do not roll over in the middle of a test.
    const clock = new TestClock(Math.ceil(Date.now() / HOUR) * HOUR);
    const newPhone = phoneMaker(7_000_000 + (name === 'redis' ? 500_000 : 0));
    let ipSeq = 0;
    let passwordHash: string;

    const t = testApp(() => ({
      clock,
      // inject's peer is 127.0.0.1: trusted as the proxy, each X-Forwarded-For is a client address of its own.
      env: { TRUST_PROXY: '127.0.0.1' },
      rateLimitStore: makeStore(),
      rateLimits: {
        loginFailuresPerIp: { limit: 12, windowMs: HOUR },
        otpSendsPerIp: { limit: 6, windowMs: HOUR },
      },
      setUp: async () => {
        passwordHash = await hashPassword(PASSWORD);
      },
    }));

    /** A fresh client address (X-Forwarded-For from the trusted proxy). */
    const newIp = () => `203.0.113.${++ipSeq}`;

    const player = () => insertUser(t.db, newPhone(), passwordHash);

    const login = (phone: string, password: string, ip: string) =>
      post(
        t.app,
        ApiPaths.login,
        { login: phone, password, provider: 'identity', site_id: 1 },
        { 'x-forwarded-for': ip },
      );
    const sendOtp = (phone: string, ip: string) =>
      post(t.app, ApiPaths.sendOtp, { site_id: 1, phone }, { 'x-forwarded-for': ip });

    it('5 wrong passwords lock the account for the rest of the minute, even for the right password', async () => {
      const phone = await player();
      const ip = newIp();
      for (let i = 0; i < DEFAULT_RATE_LIMITS.loginFailuresBurst.limit; i++) {
        assertError(await login(phone, 'wrong-password', ip), 401, E.wrongPassword);
      }
      assertError(
        await login(phone, PASSWORD, ip),
        429,
        E.tooManyRequests,
        'Too many attempts. Please try again later',
      );
      assertError(await login(phone, PASSWORD, newIp()), 429, E.tooManyRequests);
      // Other accounts are not locked.
      assert.equal((await login(await player(), PASSWORD, newIp())).statusCode, 200);
      clock.advance(MINUTE);
      assert.equal((await login(phone, PASSWORD, ip)).statusCode, 200);
    });

    it('at most 100 failed sign-ins per hour per account, however slowly they come', async () => {
      const phone = await player();
      const { limit } = DEFAULT_RATE_LIMITS.loginFailuresPerAccount;
      for (let i = 0; i < limit; i++) {
        // Four a minute stays under the burst lockout; a fresh address each time stays under the address limit.
        if (i % 4 === 0) clock.advance(MINUTE);
        assertError(await login(phone, 'wrong-password', newIp()), 401, E.wrongPassword);
      }
      clock.advance(MINUTE);
      assertError(await login(phone, PASSWORD, newIp()), 429, E.tooManyRequests);
      clock.advance(HOUR);
      assert.equal((await login(phone, PASSWORD, newIp())).statusCode, 200);
    });

    it('failed sign-ins from one address across many accounts are limited per address', async () => {
      const ip = newIp();
      for (let i = 0; i < 12; i++) assertError(await login(await player(), 'wrong-password', ip), 401, E.wrongPassword);
      const phone = await player();
      assertError(await login(phone, PASSWORD, ip), 429, E.tooManyRequests);
      assert.equal((await login(phone, PASSWORD, newIp())).statusCode, 200);
      clock.advance(HOUR);
    });

    it('OTP sends are limited per phone and per address', async () => {
      const phone = await player();
      const { limit } = DEFAULT_RATE_LIMITS.otpSendsPerPhone;
      for (let i = 0; i < limit; i++) {
        assert.equal((await sendOtp(phone, newIp())).statusCode, 200);
        clock.advance(OTP_RESEND_INTERVAL_MS);
      }
      assertError(await sendOtp(phone, newIp()), 429, E.tooManyRequests);
      assertError(
        await post(t.app, ApiPaths.startRegistration, { site_id: 2, phone }, { 'x-forwarded-for': newIp() }),
        429,
        E.tooManyRequests,
      );

      const ip = newIp();
      for (let i = 0; i < 6; i++) assert.equal((await sendOtp(await player(), ip)).statusCode, 200);
      assertError(await sendOtp(await player(), ip), 429, E.tooManyRequests);
      clock.advance(HOUR);
      assert.equal((await sendOtp(phone, ip)).statusCode, 200);
    });

    it('re-sends refused inside the resend interval do not use up the phone quota (reset and sign-up)', async () => {
      const registered = await player();
      const newcomer = newPhone();
      const flows = [
        { phone: registered, ask: () => sendOtp(registered, newIp()), use: ApiPaths.passwordToken, site_id: 1 },
        {
          phone: newcomer,
          ask: () =>
            post(t.app, ApiPaths.startRegistration, { site_id: 1, phone: newcomer }, { 'x-forwarded-for': newIp() }),
          use: ApiPaths.confirmPhone,
          site_id: 1,
        },
      ];
      for (const { phone, ask, use, site_id } of flows) {
        assert.equal((await ask()).statusCode, 200);
        for (let i = 0; i <= DEFAULT_RATE_LIMITS.otpSendsPerPhone.limit; i++) {
          assertError(await ask(), 429, E.tooManyRequests);
        }
        clock.advance(OTP_RESEND_INTERVAL_MS);
        assert.equal((await ask()).statusCode, 200);
        const messages = await smsTo(t.app, phone);
        assert.equal(messages.length, 2);
        const fresh = await post(t.app, use, { site_id, phone, otp: messages[1]?.otp });
        assert.equal(fresh.statusCode, 200, fresh.body);
      }
      clock.advance(HOUR);
    });

    it('every code request counts against its address, refused re-sends too', async () => {
      const ip = newIp();
      const phone = await player();
      assert.equal((await sendOtp(phone, ip)).statusCode, 200);
      for (let i = 1; i < 6; i++) assertError(await sendOtp(phone, ip), 429, E.tooManyRequests);
      assertError(await sendOtp(await player(), ip), 429, E.tooManyRequests);
      assert.equal((await sendOtp(await player(), newIp())).statusCode, 200);
      clock.advance(HOUR);
    });

    it('wrong codes are limited per phone across every code sent to it', async () => {
      const phone = await player();
      const { limit } = DEFAULT_RATE_LIMITS.otpCheckFailuresPerPhone;
      const tryCode = (otp: string) => post(t.app, ApiPaths.passwordToken, { site_id: 1, phone, otp });
      let failures = 0;
      while (failures < limit) {
        assert.equal((await sendOtp(phone, newIp())).statusCode, 200);
        const otp = await lastOtp(t.app, phone);
        const wrong = String((Number(otp) + 1) % 10_000).padStart(4, '0');
        for (let i = 0; i < OTP_MAX_ATTEMPTS && failures < limit; i++, failures++) {
          assert.equal((await tryCode(wrong)).statusCode, 422);
        }
        clock.advance(OTP_RESEND_INTERVAL_MS);
      }
      assert.equal((await sendOtp(phone, newIp())).statusCode, 200);
      // Even the right code of a fresh send is refused until the window passes.
      assertError(await tryCode(await lastOtp(t.app, phone)), 429, E.tooManyRequests);
      assertError(await post(t.app, ApiPaths.confirmPhone, { phone, otp: '0000' }), 429, E.tooManyRequests);
      clock.advance(HOUR);
      assert.equal((await sendOtp(phone, newIp())).statusCode, 200);
      assert.equal((await tryCode(await lastOtp(t.app, phone))).statusCode, 200);
    });
  });
}
