/**
 * Voucher and ticket codes are money to whoever types them: codes that name nothing are limited per address
 * (unknownCodesPerIp), counted before the lookup so that a parallel burst cannot pass together, and a code that
 * works costs nothing.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import { testApp } from './helpers';
import { anonymousUnit, assertError, voucher } from './support/money';

const LIMIT = 4;
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('guessing voucher and ticket codes', () => {
  // TRUST_PROXY names inject's peer, so each test can speak from an address of its own.
  const t = testApp({
    env: { TRUST_PROXY: '127.0.0.1' },
    rateLimits: { unknownCodesPerIp: { limit: LIMIT, windowMs: 3_600_000 } },
  });

  async function call(url: string, payload: object, address: string) {
    const response = await t.app.inject({ method: 'POST', url, payload, headers: from(address) });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  it('stops an address after a few unknown codes, even for a code that would work, and never another address', async () => {
    const token = await anonymousUnit(t.app);
    const real = await voucher(t.app, 1000);
    const guesses = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, i) =>
        call(ApiPaths.startLoading, { token, code: String(1_000_000_000_000_000 + i) }, '203.0.113.1'),
      ),
    );
    assert.equal(guesses.filter((answer) => answer.status === 422).length, LIMIT, 'only the limit was looked up');
    for (const answer of guesses.filter((a) => a.status !== 422)) assertError(answer, 429, E.tooManyRequests);
    assertError(await call(ApiPaths.startLoading, { token, code: real }, '203.0.113.1'), 429, E.tooManyRequests);
    assert.equal((await call(ApiPaths.startLoading, { token, code: real }, '203.0.113.2')).status, 200);
  });

  it('counts unknown ticket codes too, and a code that works uses up nothing', async () => {
    const visitor = await anonymousUnit(t.app);

    // Good codes, any number of them, leave the whole allowance.
    for (let i = 0; i < LIMIT * 2; i++) {
      assert.equal(
        (await call(ApiPaths.startLoading, { token: visitor, code: await voucher(t.app, 100) }, '203.0.113.3')).status,
        200,
      );
    }
    for (let i = 0; i < LIMIT; i++) {
      assertError(
        await call(ApiPaths.ticketCashIn, { token: visitor, code: String(100_000_000_000 + i) }, '203.0.113.3'),
        422,
        E.invalidVoucher,
      );
    }
    assertError(
      await call(ApiPaths.ticketCashIn, { token: visitor, code: '999999999999' }, '203.0.113.3'),
      429,
      E.tooManyRequests,
    );
  });
});
