/** Voucher loading (acoin): start, cancel, complete, the errors of each, and money credited exactly once. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ErrorCodes } from '../../contract/errors';
import { ACOIN_BATCH_TTL_MS } from '../../contract/sites';
import { unitChannel } from '../src/ledger/ledger';
import { MAX_PENDING_BATCHES_PER_UNIT } from '../src/modules/acoin/service';
import { createUnitsService, type UnitsService } from '../src/modules/units/service';
import { TestClock, testApp } from './helpers';
import {
  anonymousUnit,
  type Answer,
  assertError,
  assertLedgerBalanced,
  balanceUpdate,
  depositOf,
  listen,
  post,
  voucher,
} from './support/money';

interface Started {
  acoin_batch_token: string;
  acoin_batch: { total_amount: number };
}
interface Completed {
  unit: { fin_account: { balance: number; deposit_balance: number; bonus_balance: number } };
}

const START = '/v1/hp/acoin/start_loading';
const CANCEL = '/v1/hp/acoin/cancel_loading';
const COMPLETE = '/v1/hp/acoin/complete_loading';

describe('acoin', () => {
  const clock = new TestClock();
  let units: UnitsService;

  const t = testApp({
    clock,
    setUp: () => {
      units = createUnitsService({ db: t.db });
    },
  });

  const start = (token: string, code: unknown) => post<Started>(t.app, START, { token, code });
  const complete = (token: string, batch: string, amount: unknown) =>
    post<Completed>(t.app, COMPLETE, { token, acoin_tx_token: batch, amount, fp_request_id: 'fp-1' });

  async function started(token: string, code: string): Promise<string> {
    const answer = await start(token, code);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.acoin_batch_token;
  }

  const deposit = (token: string) => depositOf(t.db, token);

  async function remaining(code: string): Promise<number> {
    const found = await t.db.query<{ remaining: number }>('SELECT remaining FROM vouchers WHERE code = $1', [code]);
    return Number(found.rows[0]!.remaining);
  }

  it('mints 16-digit vouchers in the sandbox, and refuses bad mint requests', async () => {
    const code = await voucher(t.app, 5000);
    assert.match(code, /^\d{16}$/);
    const defaulted = await post<{ code: string }>(t.app, '/sandbox/vouchers', { amount: 250 });
    const row = await t.db.query('SELECT site_id, amount, remaining FROM vouchers WHERE code = $1', [
      defaulted.body.code,
    ]);
    assert.deepEqual(
      row.rows.map((r) => ({ site_id: Number(r.site_id), amount: Number(r.amount), remaining: Number(r.remaining) })),
      [{ site_id: 1, amount: 250, remaining: 250 }],
    );
    assertError(await post(t.app, '/sandbox/vouchers', { amount: 0 }), 422, ErrorCodes.validation);
    assertError(await post(t.app, '/sandbox/vouchers', { amount: 1.5 }), 422, ErrorCodes.validation);
    assertError(await post(t.app, '/sandbox/vouchers', { amount: 100, site_id: 99 }), 404, ErrorCodes.siteNotFound);
  });

  it('loads a voucher into the deposit balance', async () => {
    const token = await anonymousUnit(t.app);
    const code = await voucher(t.app, 5000);
    // Spaces and dashes as printed on the voucher are ignored.
    const answer = await start(token, `${code.slice(0, 4)} ${code.slice(4, 8)}-${code.slice(8)}`);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.acoin_batch.total_amount, 5000);
    assert.equal(typeof answer.body.acoin_batch_token, 'string');

    const done = await complete(token, answer.body.acoin_batch_token, 5000);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.deepEqual(done.body, { unit: { fin_account: { balance: 0, deposit_balance: 5000, bonus_balance: 0 } } });
    assert.equal(await deposit(token), 5000);
    assert.equal(await remaining(code), 0);
    await assertLedgerBalanced(t.db);

    assertError(await start(token, code), 422, ErrorCodes.voucherRedeemed);
    assertError(await complete(token, answer.body.acoin_batch_token, 5000), 422, ErrorCodes.voucherRedeemed);
    assert.equal(await deposit(token), 5000);
  });

  it('loads part of a voucher and leaves the rest for later', async () => {
    const token = await anonymousUnit(t.app);
    const code = await voucher(t.app, 3000);
    assert.equal((await complete(token, await started(token, code), 1000)).status, 200);
    assert.equal(await remaining(code), 2000);
    const again = await start(token, code);
    assert.equal(again.body.acoin_batch.total_amount, 2000);
    assertError(await complete(token, again.body.acoin_batch_token, 2001), 422, ErrorCodes.amountExceedsVoucher);
    assert.equal((await complete(token, again.body.acoin_batch_token, 2000)).status, 200);
    assert.equal(await deposit(token), 3000);
  });

  it('refuses unknown, other-site and malformed codes', async () => {
    const token = await anonymousUnit(t.app);
    assertError(await start(token, '0000 0000 0000 0000'), 422, ErrorCodes.invalidVoucher);
    assertError(await start(token, '123'), 422, ErrorCodes.invalidVoucher);
    assertError(await start(token, 'abc'), 422, ErrorCodes.invalidVoucher);
    assertError(await start(token, await voucher(t.app, 100, 2)), 422, ErrorCodes.invalidMerchantToken);
    assertError(await start(token, await voucher(t.app, 100, 3)), 422, ErrorCodes.invalidMerchantToken);
    for (const code of [{ digits: '1' }, ['1', '2'], null]) {
      assertError(await start(token, code), 422, ErrorCodes.validation);
    }
  });

  it('refuses an unknown unit token on every call', async () => {
    const code = await voucher(t.app, 100);
    const stranger = 'x'.repeat(128);
    assertError(await start(stranger, code), 401, ErrorCodes.unauthenticated);
    assertError(await post(t.app, CANCEL, { token: stranger, acoin_tx_token: 'b' }), 401, ErrorCodes.unauthenticated);
    assertError(await complete(stranger, 'b', 100), 401, ErrorCodes.unauthenticated);
    assert.equal(await remaining(code), 100);
  });

  it('answers bad amounts with the contract error shape and changes nothing', async () => {
    const token = await anonymousUnit(t.app);
    const code = await voucher(t.app, 1000);
    const batch = await started(token, code);
    for (const amount of [undefined, -100, 0, 10.5, 'ten', {}, 1001]) {
      const answer = await complete(token, batch, amount);
      assert.ok(answer.status === 422, `${String(amount)} → ${answer.status}`);
      assertError(answer, 422, amount === 1001 ? ErrorCodes.amountExceedsVoucher : ErrorCodes.validation);
    }
    const exceeded = await complete(token, batch, 1001);
    assert.equal(
      (exceeded.body as unknown as { error: { message: string } }).error.message,
      'Must be less than or equal to voucher balance',
    );
    assertError(await post(t.app, COMPLETE, { token, amount: 10 }), 422, ErrorCodes.validation);
    assert.equal(await deposit(token), 0);
    assert.equal(await remaining(code), 1000);
    // The batch is still good after all that.
    assert.equal((await complete(token, batch, 1000)).status, 200);
  });

  it('cancels a loading, which then cannot be completed', async () => {
    const token = await anonymousUnit(t.app);
    const code = await voucher(t.app, 700);
    const batch = await started(token, code);
    const cancel = () => post(t.app, CANCEL, { token, acoin_tx_token: batch });
    assert.deepEqual((await cancel()).body, { success: true });
    assert.deepEqual((await cancel()).body, { success: true });
    assertError(await complete(token, batch, 700), 404, ErrorCodes.batchNotFound);
    assertError(await post(t.app, CANCEL, { token, acoin_tx_token: 'no-such-batch' }), 404, ErrorCodes.batchNotFound);
    assert.equal(await remaining(code), 700);
    assert.equal(await deposit(token), 0);
  });

  it("refuses another unit's batch", async () => {
    const owner = await anonymousUnit(t.app);
    const thief = await anonymousUnit(t.app);
    const code = await voucher(t.app, 800);
    const batch = await started(owner, code);
    assertError(await complete(thief, batch, 800), 404, ErrorCodes.batchNotFound);
    assertError(await post(t.app, CANCEL, { token: thief, acoin_tx_token: batch }), 404, ErrorCodes.batchNotFound);
    assert.equal(await deposit(thief), 0);
    assert.equal((await complete(owner, batch, 800)).status, 200);
    assert.equal(await deposit(owner), 800);
  });

  it('refuses a loading completed after it expired', async () => {
    const token = await anonymousUnit(t.app);
    const code = await voucher(t.app, 600);
    const batch = await started(token, code);
    clock.advance(ACOIN_BATCH_TTL_MS);
    assertError(await complete(token, batch, 600), 422, ErrorCodes.batchExpired);
    assert.equal(await remaining(code), 600);
    assert.equal((await complete(token, await started(token, code), 600)).status, 200);
  });

  it('keeps at most MAX_PENDING_BATCHES_PER_UNIT loadings pending per unit (429 past it), freed by cancel or expiry', async () => {
    const token = await anonymousUnit(t.app);
    const code = await voucher(t.app, 1000);
    const batches = [];
    for (let i = 0; i < MAX_PENDING_BATCHES_PER_UNIT; i++) batches.push(await started(token, code));
    assertError(await start(token, code), 429, ErrorCodes.tooManyRequests);
    // Another unit is not held back by this one.
    await started(await anonymousUnit(t.app), code);

    const canceled = await post(t.app, CANCEL, { token, acoin_tx_token: batches[0] });
    assert.equal(canceled.status, 200, JSON.stringify(canceled.body));
    await started(token, code);
    assertError(await start(token, code), 429, ErrorCodes.tooManyRequests);

    clock.advance(ACOIN_BATCH_TTL_MS + 1);
    await started(token, code);
  });

  it('credits a batch exactly once when 20 completions race', async () => {
    const token = await anonymousUnit(t.app);
    const code = await voucher(t.app, 2500);
    const batch = await started(token, code);
    const answers = await Promise.all(Array.from({ length: 20 }, () => complete(token, batch, 2500)));
    assert.equal(answers.filter((answer) => answer.status === 200).length, 1);
    for (const answer of answers.filter((a) => a.status !== 200)) assertError(answer, 422, ErrorCodes.voucherRedeemed);
    assert.equal(await deposit(token), 2500);
    assert.equal(await remaining(code), 0);
    const transfers = await t.db.query(
      `SELECT id FROM ledger_transfers WHERE kind = 'acoin_load' AND metadata->>'voucher_code' = $1`,
      [code],
    );
    assert.equal(transfers.rows.length, 1);
    await assertLedgerBalanced(t.db);
  });

  it('never credits more than a voucher holds when 20 units load it at once', async () => {
    const code = await voucher(t.app, 10_000);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => anonymousUnit(t.app)));
    const answers = await Promise.all(
      tokens.map(async (token) => {
        const answer = await start(token, code);
        if (answer.status !== 200) return answer as Answer<unknown>;
        return complete(token, answer.body.acoin_batch_token, 3000);
      }),
    );
    const ok = answers.filter((answer) => answer.status === 200).length;
    for (const answer of answers.filter((a) => a.status !== 200)) {
      const codeOf = (answer.body as { error?: { code?: string } }).error?.code;
      assert.ok(
        codeOf === ErrorCodes.amountExceedsVoucher || codeOf === ErrorCodes.voucherRedeemed,
        JSON.stringify(answer.body),
      );
    }
    const credited = (await Promise.all(tokens.map(deposit))).reduce((sum, value) => sum + value, 0);
    assert.equal(ok, 3);
    assert.equal(credited, 9000);
    assert.equal(await remaining(code), 1000);
    await assertLedgerBalanced(t.db);
  });

  it('tells the unit channel the new fin_account after a loading', async () => {
    const token = await anonymousUnit(t.app);
    const identity = await units.identify(token);
    assert.ok(identity);
    const channel = await listen(t.bus, unitChannel(identity.unitId));
    try {
      const code = await voucher(t.app, 1234);
      assert.equal((await complete(token, await started(token, code), 1234)).status, 200);
      const fin = { balance: 0, deposit_balance: 1234, bonus_balance: 0 };
      assert.deepEqual(await channel.until(balanceUpdate(fin)), {
        event: 'unit_updated',
        payload: {
          action: 'balance_updated',
          unit: { fin_account: { balance: 0, deposit_balance: 1234, bonus_balance: 0 } },
        },
      });
    } finally {
      await channel.stop();
    }
  });
});
