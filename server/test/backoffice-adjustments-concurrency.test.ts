/**
 * Adjustments raced. On PostgreSQL (DATABASE_URL) the calls really interleave; on PGlite they run one after another.
 * Either way: an approval applies once however many arrive together, and debits racing withdrawals never take a
 * player below zero, with the ledger balanced.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Adjustment } from '../../contract/backoffice';
import { createTestApp, TestClock, type TestApp } from './helpers';
import { assertLedgerBalanced } from './support/money';
import { bo, staffMember, type SignedInStaff } from './support/backoffice';
import { phoneMaker } from './support/users';
import * as w from './support/withdrawals';

const newPhone = phoneMaker(7_820_000);
const generous = { limit: 10_000, windowMs: 3_600_000 };

describe('adjustments under concurrency', () => {
  let t: TestApp;
  const clock = new TestClock();
  let asker: SignedInStaff;
  let approvers: SignedInStaff[];

  before(async () => {
    t = await createTestApp({ clock, rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous } });
    asker = await staffMember(t, clock, 'finance');
    approvers = [
      await staffMember(t, clock, 'finance'),
      await staffMember(t, clock, 'owner'),
      await staffMember(t, clock, 'finance'),
    ];
  });
  after(() => t.close());

  it('applies an adjustment once when several staff approve it at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const player = await w.fundedPlayer(t, newPhone());
      const asked = await bo(t, asker, 'POST', `players/${player.userId}/adjustments`, {
        amount: 200_000,
        reason: 'r',
      });
      const { adjustment } = asked.json() as { adjustment: Adjustment };
      assert.equal(adjustment.status, 'awaiting_approval');
      const answers = await Promise.all(
        approvers.map((staff) => bo(t, staff, 'POST', `adjustments/${adjustment.id}/approve`)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      assert.deepEqual(statuses, [200, 409, 409], answers.map((answer) => answer.body).join('\n'));
      assert.equal((await w.finAccount(t, player.unitId)).balance, 200_000);
      const { rows } = await t.db.query<{ n: string }>(
        "SELECT count(*)::text AS n FROM ledger_transfers WHERE kind = 'adjustment' AND metadata->>'adjustment_id' = $1",
        [String(adjustment.id)],
      );
      assert.equal(rows[0]?.n, '1');
    }
    await assertLedgerBalanced(t.db);
  });

  it('debits racing withdrawals never go below zero', async () => {
    for (let round = 0; round < 3; round++) {
      // 30,000 withdrawable: each debit takes 9,000, each withdrawal 9,000 + 500 fee; not all fit.
      const player = await w.fundedPlayer(t, newPhone(), { deposit: 20_000, cash: 10_000 });
      const calls = Array.from({ length: 6 }, (_, i) =>
        i % 2
          ? bo(t, asker, 'POST', `players/${player.userId}/adjustments`, { amount: -9000, reason: 'r' }).then(
              (answer) => ({ kind: 'debit', status: answer.statusCode, taken: answer.statusCode === 200 ? 9000 : 0 }),
            )
          : w.create(t, 'eft', w.bodyFor('eft', player.token, 9000)).then((answer) => ({
              kind: 'withdrawal',
              status: answer.status,
              taken: answer.status === 200 ? 9000 + answer.body.withdrawal.fee : 0,
            })),
      );
      const results = await Promise.all(calls);
      for (const result of results) assert.ok([200, 422].includes(result.status), JSON.stringify(result));
      const taken = results.reduce((sum, result) => sum + result.taken, 0);
      assert.ok(taken <= 30_000, `round ${round}: ${taken} taken`);
      const fin = await w.finAccount(t, player.unitId);
      assert.ok(fin.balance >= 0 && fin.deposit_balance >= 0);
      assert.equal(fin.balance + fin.deposit_balance, 30_000 - taken);
    }
    await assertLedgerBalanced(t.db);
  });
});
