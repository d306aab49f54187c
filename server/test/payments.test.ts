/**
 * Redirect payments (card, instant EFT, phone redemption): start → the provider's hosted page → its signed callback →
 * the deposit balance. Only a correctly signed callback credits, once, whatever the order or number of deliveries;
 * return addresses stay on the site; deposit blocks hold at start and at credit time.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import { PENDING_PAYMENT_TTL_MS } from '../src/modules/payments/repository';
import { createPaymentsService } from '../src/modules/payments/service';
import { createUnitsService, type UnitsService } from '../src/modules/units/service';
import { createTestApp, TestClock, testApp } from './helpers';
import { anonymousUnit, assertError, assertLedgerBalanced, depositOf, post } from './support/money';
import { callback, paymentIdOf, RETURNS, sandboxOutcome, startCard } from './support/payments';

describe('redirect payments', () => {
  const clock = new TestClock();
  let units: UnitsService;

  const t = testApp({
    clock,
    setUp: () => {
      units = createUnitsService({ db: t.db });
    },
  });

  const deposit = (token: string) => depositOf(t.db, token);

  async function statusOf(paymentId: string): Promise<string> {
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [paymentId]);
    return rows[0]!.status;
  }

  it('card: the hosted page takes the amount, Pay credits it once and sends the player to the success address', async () => {
    const token = await anonymousUnit(t.app);
    const started = await post<{ redirect_url: string }>(t.app, ApiPaths.startDirectDeposit, {
      token,
      payment_type: 'card',
      ...RETURNS,
    });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    assert.match(started.body.redirect_url, /^http:\/\/localhost(:80)?\/sandbox\/pay\/[0-9a-f]{32}$/);
    const id = paymentIdOf(started.body.redirect_url);

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${id}` });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.body, /Card payment/);
    assert.match(page.body, /id="amount"/);
    assert.doesNotMatch(page.body, /<(script|link|img)[^>]+(src|href)=/, 'no external assets');
    assert.equal(await deposit(token), 0, 'starting moves nothing');

    const paid = await sandboxOutcome(t.app, id, 'paid', 12_345);
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.deepEqual(paid.body, {
      status: 'complete',
      redirect_url: 'http://localhost/cashin/?from=card&status=complete',
    });
    assert.equal(await deposit(token), 12_345, 'two deliveries, one credit');
    assert.equal(await statusOf(id), 'paid');
    await assertLedgerBalanced(t.db);
  });

  it('instant EFT with a fixed amount and phone redemption: cancel and fail go to their addresses and credit nothing', async () => {
    const token = await anonymousUnit(t.app);
    const eft = await post<{ redirect_url: string }>(t.app, ApiPaths.startDirectDeposit, {
      token,
      payment_type: 'instant_eft',
      amount: 5_000,
      ...RETURNS,
    });
    const eftId = paymentIdOf(eft.body.redirect_url);
    assert.match((await t.app.inject({ method: 'GET', url: `/sandbox/pay/${eftId}` })).body, /R50\.00/);
    const canceled = await sandboxOutcome(t.app, eftId, 'canceled');
    assert.deepEqual(canceled.body, { status: 'canceled', redirect_url: 'http://localhost/cashin/?status=canceled' });

    const phone = await post<{ redirect_url: string }>(t.app, ApiPaths.startPhoneRedemption, {
      token,
      phone: '082 555 0199',
      ...RETURNS,
    });
    assert.equal(phone.status, 200, JSON.stringify(phone.body));
    const phoneId = paymentIdOf(phone.body.redirect_url);
    const failed = await sandboxOutcome(t.app, phoneId, 'failed');
    assert.deepEqual(failed.body, { status: 'failed', redirect_url: 'http://localhost/cashin/error/?status=failed' });
    assert.equal(await deposit(token), 0);
    assert.deepEqual([await statusOf(eftId), await statusOf(phoneId)], ['canceled', 'failed']);

    // A fixed amount cannot be changed on the page.
    const other = await startCard(t.app, token, 5_000);
    assertError(await sandboxOutcome(t.app, other, 'paid', 9_999), 422, E.validation);
    assert.equal((await sandboxOutcome(t.app, other, 'paid')).body.status, 'complete');
    assert.equal(await deposit(token), 5_000);
  });

  it('refuses return addresses off the site: other hosts, javascript:, data:, credentials, relative', async () => {
    const token = await anonymousUnit(t.app);
    for (const bad of [
      'https://evil.example/cashin/',
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://user:pw@localhost/cashin/',
      '/cashin/',
      '//evil.example/',
      'ftp://localhost/x',
    ]) {
      for (const field of ['success_url', 'cancel_url', 'error_url'] as const) {
        const answer = await post(t.app, ApiPaths.startDirectDeposit, {
          token,
          payment_type: 'card',
          ...RETURNS,
          [field]: bad,
        });
        assertError(answer, 422, E.returnUrlNotAllowed);
        assert.match((answer.body as { error: { message: string } }).error.message, new RegExp(field));
      }
    }
    const identity = (await units.identify(token))!;
    const { rows } = await t.db.query('SELECT id FROM payments WHERE unit_id = $1', [identity.unitId]);
    assert.deepEqual(rows, [], 'a refused start records nothing');
  });

  it('a site origin named in CORS_ORIGINS may be a return address', async () => {
    const other = await createTestApp({ env: { CORS_ORIGINS: 'https://casino.example' } });
    try {
      const token = await anonymousUnit(other.app);
      const answer = await post(other.app, ApiPaths.startDirectDeposit, {
        token,
        payment_type: 'card',
        success_url: 'https://casino.example/cashin/',
        cancel_url: 'https://casino.example/cashin/',
        error_url: 'http://localhost/cashin/',
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
    } finally {
      await other.close();
    }
  });

  it('a forged, missing or stale signature is 401 and changes nothing', async () => {
    const token = await anonymousUnit(t.app);
    const id = await startCard(t.app, token, 7_000);
    const body = { payment_id: id, status: 'paid', amount: 7_000 };
    assertError(await callback(t.app, body, 'not-the-secret-not-the-secret-not-the-secret'), 401, E.invalidSignature);
    const unsigned = await t.app.inject({ method: 'POST', url: ApiPaths.paymentCallback, payload: body });
    assertError({ status: unsigned.statusCode, body: unsigned.json() }, 401, E.invalidSignature);
    // A signature of another body: the signed bytes must be the bytes sent.
    const raw = JSON.stringify(body);
    const { createHmac } = await import('node:crypto');
    const { TEST_PAYMENTS_SECRET } = await import('./helpers');
    const sig = `sha256=${createHmac('sha256', TEST_PAYMENTS_SECRET).update(raw).digest('hex')}`;
    const tampered = await t.app.inject({
      method: 'POST',
      url: ApiPaths.paymentCallback,
      headers: { 'content-type': 'application/json', 'x-signature': sig },
      payload: raw.replace('7000', '70000'),
    });
    assertError({ status: tampered.statusCode, body: tampered.json() }, 401, E.invalidSignature);
    assert.equal(await deposit(token), 0);
    assert.equal(await statusOf(id), 'pending');
  });

  it('replayed and out-of-order callbacks credit once: paid after canceled credits, canceled after paid is ignored', async () => {
    const token = await anonymousUnit(t.app);
    const id = await startCard(t.app, token);
    assert.deepEqual((await callback(t.app, { payment_id: id, status: 'canceled' })).body, { ok: true });
    assert.equal(await statusOf(id), 'canceled');
    assertError(await callback(t.app, { payment_id: id, status: 'paid' }), 422, E.validation);
    for (let i = 0; i < 3; i++) {
      assert.deepEqual((await callback(t.app, { payment_id: id, status: 'paid', amount: 2_500 })).body, { ok: true });
    }
    assert.deepEqual((await callback(t.app, { payment_id: id, status: 'failed' })).body, { ok: true });
    assert.deepEqual((await callback(t.app, { payment_id: id, status: 'canceled' })).body, { ok: true });
    assert.equal(await statusOf(id), 'paid');
    assert.equal(await deposit(token), 2_500);
    // Paid again with another amount: refused, still credited once.
    assertError(await callback(t.app, { payment_id: id, status: 'paid', amount: 9_000 }), 422, E.paymentAmountMismatch);
    assertError(
      await callback(t.app, { payment_id: 'f'.repeat(32), status: 'paid', amount: 1 }),
      404,
      E.paymentNotFound,
    );
    assert.equal(await deposit(token), 2_500);
    await assertLedgerBalanced(t.db);
  });

  it('a payment left pending 30 minutes expires: its page stops offering to pay, a late provider paid still credits once', async () => {
    const token = await anonymousUnit(t.app);
    const id = await startCard(t.app, token, 4_000);
    clock.advance(PENDING_PAYMENT_TTL_MS - 1);
    assert.match((await t.app.inject({ method: 'GET', url: `/sandbox/pay/${id}` })).body, /data-outcome="paid">/);
    assert.equal(await statusOf(id), 'pending');

    clock.advance(1);
    const page = (await t.app.inject({ method: 'GET', url: `/sandbox/pay/${id}` })).body;
    assert.match(page, /This payment has expired/);
    assert.match(page, /data-outcome="paid" disabled>/);
    assert.equal(await statusOf(id), 'expired', 'reading it expired it');
    for (const outcome of ['paid', 'canceled'] as const) {
      assertError(await sandboxOutcome(t.app, id, outcome), 422, E.paymentExpired);
    }
    assert.equal(await deposit(token), 0);

    // The provider's own word still counts: canceled changes nothing, paid credits (it took the money), once.
    assert.deepEqual((await callback(t.app, { payment_id: id, status: 'canceled' })).body, { ok: true });
    assert.equal(await statusOf(id), 'expired');
    for (let i = 0; i < 2; i++) {
      assert.deepEqual((await callback(t.app, { payment_id: id, status: 'paid' })).body, { ok: true });
    }
    assert.equal(await statusOf(id), 'paid');
    assert.equal(await deposit(token), 4_000);
    await assertLedgerBalanced(t.db);
  });

  it('the sweep expires every payment left pending past its time, and no other', async () => {
    const token = await anonymousUnit(t.app);
    const old = await startCard(t.app, token, 1_000);
    const paid = await startCard(t.app, token, 2_000);
    await callback(t.app, { payment_id: paid, status: 'paid' });
    clock.advance(PENDING_PAYMENT_TTL_MS / 2);
    const fresh = await startCard(t.app, token, 3_000);
    clock.advance(PENDING_PAYMENT_TTL_MS / 2);

    const payments = createPaymentsService({ db: t.db, bus: t.bus, clock, log: t.app.log });
    assert.ok((await payments.expireStale()) >= 1);
    assert.deepEqual(
      [await statusOf(old), await statusOf(paid), await statusOf(fresh)],
      ['expired', 'paid', 'pending'],
    );
    assert.equal(await payments.expireStale(), 0, 'a second sweep finds nothing');
  });

  it('returning to the site credits nothing: only the callback does', async () => {
    const token = await anonymousUnit(t.app);
    const id = await startCard(t.app, token, 3_000);
    const back = await t.app.inject({ method: 'GET', url: '/cashin/?status=complete' });
    assert.ok(back.statusCode < 500);
    assert.equal(await deposit(token), 0);
    assert.equal(await statusOf(id), 'pending');
  });

  it('a deposit block refuses the start, and the credit of a payment started before it (403, stays pending)', async () => {
    const token = await anonymousUnit(t.app);
    const id = await startCard(t.app, token, 4_000);
    const identity = (await units.identify(token))!;
    await t.db.query('UPDATE units SET deposit_blocked = true WHERE id = $1', [identity.unitId]);
    assertError(
      await post(t.app, ApiPaths.startDirectDeposit, { token, payment_type: 'card', ...RETURNS }),
      403,
      E.depositBlock,
    );
    assertError(
      await post(t.app, ApiPaths.startPhoneRedemption, { token, phone: '0825550199', ...RETURNS }),
      403,
      E.depositBlock,
    );
    assertError(await callback(t.app, { payment_id: id, status: 'paid', amount: 4_000 }), 403, E.depositBlock);
    const page = await sandboxOutcome(t.app, id, 'paid');
    assert.equal(page.body.status, 'failed');
    assert.equal(await deposit(token), 0);
    assert.equal(await statusOf(id), 'pending');

    // The provider retries once the operator lifts the block: credited then, once.
    await t.db.query('UPDATE units SET deposit_blocked = false WHERE id = $1', [identity.unitId]);
    assert.deepEqual((await callback(t.app, { payment_id: id, status: 'paid', amount: 4_000 })).body, { ok: true });
    assert.equal(await deposit(token), 4_000);
  });

  it('amounts are strict JSON integers of minor units', async () => {
    const token = await anonymousUnit(t.app);
    for (const amount of ['100', 10.5, 0, -5, 1e300, 2 ** 53]) {
      const answer = await post(t.app, ApiPaths.startDirectDeposit, {
        token,
        payment_type: 'card',
        amount,
        ...RETURNS,
      });
      assertError(answer, 422, E.validation);
    }
    const count = await t.db.query('SELECT count(*)::int AS n FROM payments WHERE amount IS NOT NULL AND amount < 1');
    assert.deepEqual(count.rows, [{ n: 0 }]);
  });

  it('ten parallel deliveries of one paid callback credit once (and a money-moving race with cancels)', async () => {
    for (let round = 0; round < 5; round++) {
      const token = await anonymousUnit(t.app);
      const id = await startCard(t.app, token);
      const deliveries = Array.from({ length: 10 }, (_, i) =>
        callback(t.app, { payment_id: id, status: i % 3 === 0 ? 'canceled' : 'paid', amount: 1_000 }),
      );
      const answers = await Promise.all(deliveries);
      for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(await deposit(token), 1_000);
      assert.equal(await statusOf(id), 'paid');
      const transfers = await t.db.query('SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = $1', [
        `payment:${id}`,
      ]);
      assert.deepEqual(transfers.rows, [{ n: 1 }]);
    }
    await assertLedgerBalanced(t.db);
  });
});
