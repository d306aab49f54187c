/**
 * Every 429 of the code and sign-in calls says when to try again (`Retry-After`, whole seconds), and trying again
 * then works: a code asked for again inside the resend interval, the sign-in lockout after a burst of wrong passwords,
 * and the hourly limits on codes sent from one address and wrong codes tried for one phone. The site's code step
 * counts down from it.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_INTERVAL_MS } from '../../contract/sites';
import { DEFAULT_RATE_LIMITS } from '../src/ratelimit/limiter';
import { hashPassword } from '../src/modules/users/passwords';
import { TestClock, testApp } from './helpers';
import { assertError, insertUser, lastOtp, PASSWORD, phoneMaker, post, register } from './support/users';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const newPhone = phoneMaker(7_870_000);

/** The refusal's Retry-After, asserted to be a 429 too_many_requests with whole seconds. */
function retryAfter(response: LightMyRequestResponse): number {
  assertError(response, 429, E.tooManyRequests);
  const header = response.headers['retry-after'];
  assert.match(String(header), /^[1-9]\d*$/, `Retry-After: ${String(header)}`);
  return Number(header);
}

describe('Retry-After on every 429 of the code and sign-in calls', () => {
  // 10 s into an hour: the minute and hour windows have known time left.
  const clock = new TestClock(Math.ceil(Date.now() / HOUR) * HOUR + 10_000);
  let ip = 0;
  let passwordHash = '';
  const t = testApp({
    clock,
    env: { TRUST_PROXY: '127.0.0.1' },
    rateLimits: { otpSendsPerIp: { limit: 3, windowMs: HOUR } },
    setUp: async () => {
      passwordHash = await hashPassword(PASSWORD);
    },
  });
  const from = () => ({ 'x-forwarded-for': `198.51.100.${++ip}` });

  it('a code asked for again inside the resend interval: the seconds left of it, then a new code', async () => {
    const phone = newPhone();
    const ask = () => post(t.app, ApiPaths.startRegistration, { site_id: 1, phone }, from());
    assert.equal((await ask()).statusCode, 200);
    clock.advance(12_000);
    const wait = retryAfter(await ask());
    assert.equal(wait, (OTP_RESEND_INTERVAL_MS - 12_000) / 1000);
    clock.advance(wait * 1000 - 1);
    retryAfter(await ask());
    clock.advance(1);
    assert.equal((await ask()).statusCode, 200);

    // The password reset's code and a phone change's code alike.
    const player = await insertUser(t.db, newPhone(), passwordHash);
    const reset = () => post(t.app, ApiPaths.sendOtp, { site_id: 1, phone: player }, from());
    assert.equal((await reset()).statusCode, 200);
    assert.equal(retryAfter(await reset()), OTP_RESEND_INTERVAL_MS / 1000);
    const session = await register(t.app, newPhone());
    const target = newPhone();
    const edit = () =>
      post(
        t.app,
        ApiPaths.startPhoneEdit,
        { phone: target },
        { ...from(), authorization: `Bearer ${session.access.token}` },
      );
    assert.equal((await edit()).statusCode, 200);
    clock.advance(1_500);
    assert.equal(retryAfter(await edit()), Math.ceil((OTP_RESEND_INTERVAL_MS - 1_500) / 1000));
    clock.advance(OTP_RESEND_INTERVAL_MS);
  });

  it('the sign-in lockout after a burst of wrong passwords: until its minute ends', async () => {
    const phone = await insertUser(t.db, newPhone(), passwordHash);
    const login = (password: string) =>
      post(t.app, ApiPaths.login, { login: phone, password, provider: 'identity', site_id: 1 }, from());
    for (let i = 0; i < DEFAULT_RATE_LIMITS.loginFailuresBurst.limit; i++) {
      assertError(await login('wrong-password'), 401, E.wrongPassword);
    }
    const left = MINUTE - (clock.now().getTime() % MINUTE);
    assert.equal(retryAfter(await login(PASSWORD)), Math.ceil(left / 1000));
    clock.advance(left);
    assert.equal((await login(PASSWORD)).statusCode, 200);
  });

  it('the hourly limits on codes from one address and wrong codes for one phone: until the hour ends', async () => {
    const address = { 'x-forwarded-for': '198.51.100.250' };
    for (let i = 0; i < 3; i++) {
      const sent = await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone: newPhone() }, address);
      assert.equal(sent.statusCode, 200);
    }
    const hourLeft = () => Math.ceil((HOUR - (clock.now().getTime() % HOUR)) / 1000);
    const refused = await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone: newPhone() }, address);
    assert.equal(retryAfter(refused), hourLeft());

    const phone = newPhone();
    const { limit } = DEFAULT_RATE_LIMITS.otpCheckFailuresPerPhone;
    let failures = 0;
    while (failures < limit) {
      assert.equal((await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone }, from())).statusCode, 200);
      const wrong = String((Number(await lastOtp(t.app, phone)) + 1) % 10_000).padStart(4, '0');
      for (let i = 0; i < OTP_MAX_ATTEMPTS && failures < limit; i++, failures++) {
        assert.equal((await post(t.app, ApiPaths.confirmPhone, { phone, otp: wrong })).statusCode, 422);
      }
      clock.advance(OTP_RESEND_INTERVAL_MS);
    }
    assert.equal(retryAfter(await post(t.app, ApiPaths.confirmPhone, { phone, otp: '0000' })), hourLeft());
  });
});
