/**
 * Withdrawals raced against each other. On PostgreSQL (DATABASE_URL) the calls really interleave; on PGlite they
 * run one after another. Either way: no overdraft, no monthly threshold passed, each payout settled once, and the
 * ledger balances with the withdrawals table agreeing with the money.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { testApp } from './helpers';
import { assertLedgerBalanced } from './support/money';
import { phoneMaker } from './support/users';
import * as w from './support/withdrawals';

const newPhone = phoneMaker(7_400_000);
const generous = { limit: 10_000, windowMs: 3_600_000 };

describe('withdrawals under concurrency', () => {
  const t = testApp({ rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous } });

  /** What the player's non-failed withdrawals hold (amount + fee) must be what left the player. */
  async function assertConsistent(player: w.Player, funded: number): Promise<void> {
    const { rows } = await t.db.query<{ taken: string }>(
      `SELECT COALESCE(sum(amount + fee), 0)::text AS taken FROM withdrawals WHERE unit_id = $1 AND status <> 'failed'`,
      [player.unitId],
    );
    const fin = await w.finAccount(t, player.unitId);
    assert.ok(fin.balance >= 0 && fin.deposit_balance >= 0);
    assert.equal(fin.balance + fin.deposit_balance + Number(rows[0]?.taken), funded);
  }

  it('parallel withdrawals that together exceed the balance never overdraw', async () => {
    for (let round = 0; round < 5; round++) {
      // 20,000 deposit + 10,000 cash; each takes 6,000 + 1,000 fee: four fit, eight are asked for.
      const player = await w.fundedPlayer(t, newPhone(), { deposit: 20_000, cash: 10_000 });
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          w.create(t, i % 2 ? 'im' : 'eft', w.bodyFor(i % 2 ? 'im' : 'eft', player.token, 6000, { amount: 6000 })),
        ),
      );
      const made = answers.filter((answer) => answer.status === 200);
      const fees = made.reduce((sum, answer) => sum + answer.body.withdrawal.fee, 0);
      assert.ok(made.length >= 4 && made.length <= 5, `round ${round}: ${made.length} made`);
      assert.ok(made.length * 6000 + fees <= 30_000, `round ${round}: overdrawn`);
      const refusals = answers.filter((answer) => answer.status !== 200);
      for (const answer of refusals) assert.equal(answer.status, 422, JSON.stringify(answer.body));
      await assertConsistent(player, 30_000);
    }
    await assertLedgerBalanced(t.db);
  });

  it('parallel withdrawals that together exceed the monthly threshold never pass it', async () => {
    for (let round = 0; round < 5; round++) {
      // Unverified: at most 100,000 a month; six of 30,000 are asked for at once, three fit.
      const player = await w.fundedPlayer(t, newPhone(), { deposit: 300_000 });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => w.create(t, 'im', w.bodyFor('im', player.token, 30_000))),
      );
      assert.equal(answers.filter((answer) => answer.status === 200).length, 3, `round ${round}`);
      for (const answer of answers.filter((a) => a.status !== 200)) assert.equal(answer.status, 403);
      await assertConsistent(player, 300_000);
    }
    await assertLedgerBalanced(t.db);
  });

  it('parallel settle calls settle once, whatever they say', async () => {
    for (let round = 0; round < 5; round++) {
      const player = await w.fundedPlayer(t, newPhone(), { deposit: 20_000 });
      const created = await w.create(t, 'im', w.bodyFor('im', player.token, 5000));
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = created.body.withdrawal.id;
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => w.settle(t, id, i % 2 ? 'paid' : 'failed')),
      );
      const { rows } = await t.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]);
      const status = rows[0]!.status;
      for (const answer of answers) {
        if (answer.status === 200) assert.equal(answer.body.withdrawal.status, status);
        else assert.equal(answer.status, 409, JSON.stringify(answer.body));
      }
      const transfers = await t.db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM ledger_transfers WHERE idempotency_key LIKE $1`,
        [`withdrawal:${id}:%`],
      );
      // create: amount + fee; settlement: one (paid) or two (amount and fee returned)
      assert.equal(Number(transfers.rows[0]!.n), status === 'paid' ? 3 : 4, `round ${round}`);
      await assertConsistent(player, 20_000);
    }
    await assertLedgerBalanced(t.db);
  });
});
