/**
 * UPI deposits (India, site 3): create answers the upi:// link and the hosted page; the same sandbox page and signed
 * callback pay it; the site's upi_qr_deposit / upi_intent_deposit config decides whether and how much.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { UpiDepositAnswer } from '../../contract/deposits';
import { ErrorCodes as E } from '../../contract/errors';
import { createUnitsService, type UnitsService } from '../src/modules/units/service';
import { testApp } from './helpers';
import { anonymousUnit, type Answer, assertError, assertLedgerBalanced, depositOf, post } from './support/money';
import { callback, sandboxOutcome } from './support/payments';

const INDIA = 3;

describe('UPI deposits', () => {
  let units: UnitsService;

  const t = testApp({
    setUp: () => {
      units = createUnitsService({ db: t.db });
    },
  });

  const deposit = (token: string) => depositOf(t.db, token);

  function create(token: string, amount: number, method = 'qr'): Promise<Answer<UpiDepositAnswer>> {
    return post<UpiDepositAnswer>(t.app, ApiPaths.createUpiDeposit, { token, amount, method, fp_request_id: 'fp-1' });
  }

  async function show(token: string, id: string): Promise<Answer<UpiDepositAnswer>> {
    const response = await t.app.inject({
      method: 'GET',
      url: `${ApiPaths.upiDeposit}/${id}?token=${encodeURIComponent(token)}`,
    });
    return { status: response.statusCode, body: response.json() as UpiDepositAnswer };
  }

  it('QR: pending deposit with its upi:// link, paid on the hosted page, credited once, status paid', async () => {
    const token = await anonymousUnit(t.app, INDIA);
    const created = await create(token, 123_456);
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const { deposit: d } = created.body;
    assert.match(d.id, /^[0-9a-f]{32}$/);
    assert.equal(d.amount, 123_456);
    assert.equal(d.status, 'pending');
    assert.equal(d.method, 'qr');
    assert.equal(d.redirect_url, `http://localhost/sandbox/pay/${d.id}`);
    assert.equal(d.upi_uri, `upi://pay?pa=sandbox.payments%40upi&pn=Shubh%20Play&am=1234.56&cu=INR&tr=${d.id}`);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${d.id}` });
    assert.match(page.body, /₹1,234\.56/);

    const paid = await sandboxOutcome(t.app, d.id, 'paid');
    assert.deepEqual(paid.body, { status: 'complete', redirect_url: null });
    assert.equal(await deposit(token), 123_456);
    const again = await show(token, d.id);
    assert.equal(again.status, 200);
    assert.equal(again.body.deposit.status, 'paid');
    assert.deepEqual((await callback(t.app, { payment_id: d.id, status: 'paid', amount: 123_456 })).body, { ok: true });
    assert.equal(await deposit(token), 123_456);
    await assertLedgerBalanced(t.db);
  });

  it('intent: am always has two decimals; canceled credits nothing', async () => {
    const token = await anonymousUnit(t.app, INDIA);
    const { deposit: d } = (await create(token, 10_000, 'intent')).body;
    assert.equal(d.method, 'intent');
    assert.match(d.upi_uri, /&am=100\.00&/);
    await sandboxOutcome(t.app, d.id, 'canceled');
    assert.equal((await show(token, d.id)).body.deposit.status, 'canceled');
    assert.equal(await deposit(token), 0);
  });

  it('another unit’s deposit, an unknown id and a redirect payment are 404; a bad token 401', async () => {
    const token = await anonymousUnit(t.app, INDIA);
    const { deposit: d } = (await create(token, 20_000)).body;
    const stranger = await anonymousUnit(t.app, INDIA);
    assertError(await show(stranger, d.id), 404, E.paymentNotFound);
    assertError(await show(token, 'a'.repeat(32)), 404, E.paymentNotFound);
    assertError(await show(token, 'not-an-id'), 404, E.paymentNotFound);
    assertError(await show('x'.repeat(128), d.id), 401, E.unauthenticated);
  });

  it('limits from unit config: below minimum, above maximum, disabled method (422); ZA sites have no UPI', async () => {
    const token = await anonymousUnit(t.app, INDIA);
    assertError(await create(token, 9_999), 422, E.belowMinimum);
    assertError(await create(token, 10_000_001, 'intent'), 422, E.aboveMaximum);
    assert.equal((await create(token, 10_000_000, 'intent')).status, 200);
    await t.db.query(
      `UPDATE sites SET unit_config = jsonb_set(unit_config, '{upi_qr_deposit,enabled}', 'false') WHERE id = $1`,
      [INDIA],
    );
    try {
      assertError(await create(token, 20_000, 'qr'), 422, E.methodDisabled);
      assert.equal((await create(token, 20_000, 'intent')).status, 200);
    } finally {
      await t.db.query(
        `UPDATE sites SET unit_config = jsonb_set(unit_config, '{upi_qr_deposit,enabled}', 'true') WHERE id = $1`,
        [INDIA],
      );
    }
    assertError(await create(await anonymousUnit(t.app, 1), 20_000), 422, E.methodDisabled);
    for (const amount of ['20000', 200.5, 0, -1, 1e300]) {
      assertError(await post(t.app, ApiPaths.createUpiDeposit, { token, amount, method: 'qr' }), 422, E.validation);
    }
  });

  it('a deposit block refuses create (403)', async () => {
    const token = await anonymousUnit(t.app, INDIA);
    const identity = (await units.identify(token))!;
    await t.db.query('UPDATE units SET deposit_blocked = true WHERE id = $1', [identity.unitId]);
    assertError(await create(token, 20_000), 403, E.depositBlock);
    const { rows } = await t.db.query('SELECT id FROM payments WHERE unit_id = $1', [identity.unitId]);
    assert.deepEqual(rows, []);
  });

  it('a deposit of a unit linked into a player’s unit meanwhile credits the player’s unit', async () => {
    const token = await anonymousUnit(t.app, INDIA);
    const { deposit: d } = (await create(token, 30_000)).body;
    const target = await anonymousUnit(t.app, INDIA);
    const [from, into] = [(await units.identify(token))!, (await units.identify(target))!];
    await t.db.query('UPDATE units SET merged_into = $2 WHERE id = $1', [from.unitId, into.unitId]);
    assert.equal((await callback(t.app, { payment_id: d.id, status: 'paid', amount: 30_000 })).status, 200);
    assert.equal(await deposit(target), 30_000);
    await assertLedgerBalanced(t.db);
  });
});
