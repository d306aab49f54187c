/**
 * Which address the per-address limits count: the TCP peer unless TRUST_PROXY names the proxies in front (then
 * the address they forward), so a client cannot pick its own address with X-Forwarded-For. inject's peer is
 * 127.0.0.1. Counters are Redis when REDIS_URL is set, else memory.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import { hashPassword } from '../src/modules/users/passwords';
import type { IncomingMessage } from 'node:http';
import { addressKey, clientAddressOf } from '../src/ratelimit/client-address';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../src/ratelimit/limiter';
import { TestClock, testApp } from './helpers';
import { assertError, count, insertUser, PASSWORD, phoneMaker, post } from './support/users';

const HOUR = 3_600_000;
const LIMIT = 3;
const rateLimits: Partial<RateLimits> = {
  otpSendsPerIp: { limit: LIMIT, windowMs: HOUR },
  loginFailuresPerIp: { limit: LIMIT, windowMs: HOUR },
};

let phoneBase = 7_400_000;
let ipSeq = 0;
const newIp = () => `203.0.113.${++ipSeq}`;

/** An app with TRUST_PROXY as given, and calls that carry an X-Forwarded-For header. */
function appWith(trustProxy: string | undefined) {
  const clock = new TestClock(Math.ceil(Date.now() / HOUR) * HOUR);
  const newPhone = phoneMaker((phoneBase += 10_000));
  const env: Record<string, string> = trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy };
  let passwordHash = '';
  const t = testApp({
    clock,
    env,
    rateLimits,
    setUp: async () => {
      passwordHash = await hashPassword(PASSWORD);
    },
  });

  const sendOtp = (forwardedFor: string) =>
    post(t.app, ApiPaths.sendOtp, { site_id: 1, phone: newPhone() }, { 'x-forwarded-for': forwardedFor });
  async function wrongLogin(forwardedFor: string) {
    const phone = await insertUser(t.db, newPhone(), passwordHash);
    const body = { login: phone, password: 'wrong-password', provider: 'identity', site_id: 1 };
    return post(t.app, ApiPaths.login, body, { 'x-forwarded-for': forwardedFor });
  }
  return { t, clock, sendOtp, wrongLogin };
}

describe('TRUST_PROXY unset: the TCP peer is the client', () => {
  const { clock, sendOtp, wrongLogin } = appWith(undefined);

  it('a rotating X-Forwarded-For does not escape the per-address OTP-send limit', async () => {
    for (let i = 0; i < LIMIT; i++) assert.equal((await sendOtp(newIp())).statusCode, 200);
    assertError(await sendOtp(newIp()), 429, E.tooManyRequests);
    clock.advance(HOUR);
  });

  it('a rotating X-Forwarded-For does not escape the per-address sign-in limit', async () => {
    for (let i = 0; i < LIMIT; i++) assertError(await wrongLogin(newIp()), 401, E.wrongPassword);
    assertError(await wrongLogin(newIp()), 429, E.tooManyRequests);
    clock.advance(HOUR);
  });
});

describe('TRUST_PROXY names the proxy: the address it forwards is the client', () => {
  const { clock, sendOtp, wrongLogin } = appWith('127.0.0.1');

  it('OTP sends are counted per forwarded address', async () => {
    const ip = newIp();
    for (let i = 0; i < LIMIT; i++) assert.equal((await sendOtp(ip)).statusCode, 200);
    assertError(await sendOtp(ip), 429, E.tooManyRequests);
    assert.equal((await sendOtp(newIp())).statusCode, 200);
    clock.advance(HOUR);
  });

  it('failed sign-ins are counted per forwarded address', async () => {
    const ip = newIp();
    for (let i = 0; i < LIMIT; i++) assertError(await wrongLogin(ip), 401, E.wrongPassword);
    assertError(await wrongLogin(ip), 429, E.tooManyRequests);
    assertError(await wrongLogin(newIp()), 401, E.wrongPassword);
    clock.advance(HOUR);
  });
});

describe('one client, many addresses', () => {
  const { clock, sendOtp } = appWith('127.0.0.1');

  it('an IPv6 client is counted per /64, the block one subscriber gets', async () => {
    for (let i = 0; i < LIMIT; i++) assert.equal((await sendOtp(`2001:db8:0:7:${i + 1}::${i + 9}`)).statusCode, 200);
    assertError(await sendOtp('2001:db8:0:7:ffff:ffff:ffff:ffff'), 429, E.tooManyRequests);
    assert.equal((await sendOtp('2001:db8:0:8::1')).statusCode, 200);
    clock.advance(HOUR);
  });

  it('reads an address as its rate-limit id', () => {
    assert.equal(addressKey('203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('2001:0DB8:0000:0001:ffff::'), '2001:db8:0:1::/64');
    assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(addressKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.equal(addressKey('::ffff:1.2.3.4:5'), '::ffff:1.2.3.4:5');
  });
});

describe('socket connections (WebSocket upgrades are no Fastify requests)', () => {
  const upgrade = (peer: string, forwarded?: string) =>
    ({
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      socket: { remoteAddress: peer },
      connection: { remoteAddress: peer },
    }) as unknown as IncomingMessage;

  it('count against the address TRUST_PROXY believes, as HTTP calls do', () => {
    assert.equal(clientAddressOf(false)(upgrade('127.0.0.1', '203.0.113.9')), '127.0.0.1');
    assert.equal(clientAddressOf(1)(upgrade('127.0.0.1', '198.51.100.1, 203.0.113.9')), '203.0.113.9');
    assert.equal(clientAddressOf(['loopback'])(upgrade('127.0.0.1', '203.0.113.9')), '203.0.113.9');
    assert.equal(clientAddressOf(['10.0.0.0/8'])(upgrade('127.0.0.1', '203.0.113.9')), '127.0.0.1');
    assert.equal(clientAddressOf(false)(upgrade('2001:db8:1:2:aaaa::1')), '2001:db8:1:2::/64');
  });
});

describe('anonymous units', () => {
  const { t, clock } = appWith('127.0.0.1');
  const create = (forwardedFor: string, siteId = 1) =>
    post(t.app, ApiPaths.createAnonymousUnit, { site_id: siteId }, { 'x-forwarded-for': forwardedFor });

  it('are limited per address, even when asked for all at once', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.anonymousUnitsPerIp;
    const ip = newIp();
    // A unit that was not made (no such site) does not count.
    for (let i = 0; i < 3; i++) assert.equal((await create(ip, 999)).statusCode, 404);
    const before = await count(t.db, 'units');
    const burst = await Promise.all(Array.from({ length: limit + 5 }, () => create(ip)));
    assert.equal(burst.filter((r) => r.statusCode === 200).length, limit);
    for (const response of burst.filter((r) => r.statusCode !== 200)) assertError(response, 429, E.tooManyRequests);
    assert.equal(await count(t.db, 'units'), before + limit);

    assert.equal((await create(newIp())).statusCode, 200);
    clock.advance(HOUR);
    assert.equal((await create(ip)).statusCode, 200);
  });
});

describe('TRUST_PROXY is a hop count: one proxy in front', () => {
  const { clock, sendOtp } = appWith('1');

  it('the address the proxy saw is counted, whatever the client wrote before it', async () => {
    const ip = newIp();
    for (let i = 0; i < LIMIT; i++) assert.equal((await sendOtp(`${newIp()}, ${ip}`)).statusCode, 200);
    assertError(await sendOtp(`${newIp()}, ${ip}`), 429, E.tooManyRequests);
    assert.equal((await sendOtp(newIp())).statusCode, 200);
    clock.advance(HOUR);
  });
});
