/**
 * A voucher load completes in one statement (ledger/inline.ts): the answer and the socket push carry every balance
 * of the unit as the load left it, also when the load waited for another transaction that moved the unit's money.
 * On PostgreSQL (DATABASE_URL) the load really waits on that transaction's lock; on PGlite it runs after it.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { FinAccount } from '../../contract/entities';
import { systemAccount, unitAccount } from '../src/ledger/accounts';
import { createLedger, unitChannel } from '../src/ledger/ledger';
import { hashToken } from '../src/modules/units/tokens';
import { createUnitsService } from '../src/modules/units/service';
import { testApp } from './helpers';
import { anonymousUnit, assertLedgerBalanced, balanceUpdate, countSent, listen, post, voucher } from './support/money';
import { phoneMaker } from './support/users';
import { fundedPlayer } from './support/withdrawals';

describe('voucher load in one statement', () => {
  const t = testApp();
  const newPhone = phoneMaker(7_610_000);

  async function unitIdOf(token: string): Promise<number> {
    const identity = await createUnitsService({ db: t.db }).identify(token);
    assert.ok(identity);
    return identity.unitId;
  }

  async function started(token: string, amount: number): Promise<string> {
    const answer = await post<{ acoin_batch_token: string }>(t.app, ApiPaths.startLoading, {
      token,
      code: await voucher(t.app, amount),
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.acoin_batch_token;
  }

  const complete = (token: string, batch: string, amount: number) =>
    post<{ unit: { fin_account: FinAccount } }>(t.app, ApiPaths.completeLoading, {
      token,
      acoin_tx_token: batch,
      amount,
    });

  /** Cash (as if won) onto the unit: one ledger transfer. */
  const winCash = (unitId: number, amount: number, key: string) =>
    createLedger(t).run((_tx, book) =>
      book.transfer({
        idempotencyKey: key,
        from: systemAccount('game_house', 'ZAR'),
        to: unitAccount(unitId, 'cash'),
        amount,
        kind: 'test_win',
      }),
    );

  it('answers and pushes the unit’s cash and deposit balances, not only the one it moved', async () => {
    const token = await anonymousUnit(t.app);
    const unitId = await unitIdOf(token);
    await winCash(unitId, 1234, `test:win:${unitId}`);
    const events = await listen(t.bus, unitChannel(unitId));

    const done = await complete(token, await started(token, 5000), 3000);

    const expected = { balance: 1234, deposit_balance: 3000, bonus_balance: 0 };
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.deepEqual(done.body.unit.fin_account, expected);
    await events.until(balanceUpdate(expected));
    await events.stop();
    await assertLedgerBalanced(t.db);
  });

  it('an anonymous unit’s load sends no transaction; a player’s sends its transaction and one read before it', async () => {
    const anonymous = await anonymousUnit(t.app);
    const batch = await started(anonymous, 5000);
    const alone = await countSent(t.db, () => complete(anonymous, batch, 3000));
    assert.equal(alone.result.status, 200, JSON.stringify(alone.result.body));
    assert.equal(alone.transactions, 0);

    // A player's load is weighed against their RG limits in a transaction; the one-statement load, which takes only
    // an anonymous unit's, is not tried first.
    const player = await fundedPlayer(t, newPhone(), { deposit: 1000 });
    const playerBatch = await started(player.token, 5000);
    const theirs = await countSent(t.db, () => complete(player.token, playerBatch, 3000));
    assert.equal(theirs.result.status, 200, JSON.stringify(theirs.result.body));
    assert.deepEqual(theirs.result.body.unit.fin_account, { balance: 0, deposit_balance: 4000, bonus_balance: 0 });
    // Before it, one read of the site's switch and the unit's player; after it, the campaigns' one indexed read.
    assert.deepEqual([theirs.statements, theirs.transactions], [2, 1]);
    // In it: the unit, the loading and the RG row locked; the limits read; the voucher drawn, the loading closed and
    // the RG movement recorded; the transfer; the happy hour's look.
    assert.equal(theirs.inTransactions, 5);
    const { rows } = await t.db.query<{ amounts: string[] }>(
      `SELECT array_agg(amount::text ORDER BY id) AS amounts FROM rg_movements WHERE user_id = $1 AND kind = 'deposit'`,
      [player.userId],
    );
    assert.deepEqual(rows, [{ amounts: ['1000', '3000'] }], 'each load counted once towards the deposit limits');
    await assertLedgerBalanced(t.db);
  });

  it('a load that waited for another transaction on its unit answers that transaction’s money too', async () => {
    const token = await anonymousUnit(t.app);
    const unitId = await unitIdOf(token);
    const batch = await started(token, 5000);

    let loading: ReturnType<typeof complete> | undefined;
    await createLedger(t).run(async (tx, book) => {
      await tx.query('SELECT id FROM units WHERE id = $1 FOR UPDATE', [unitId]);
      await book.transfer({
        idempotencyKey: `test:held:${unitId}`,
        from: systemAccount('game_house', 'ZAR'),
        to: unitAccount(unitId, 'cash'),
        amount: 700,
        kind: 'test_win',
      });
      loading = complete(token, batch, 2000);
      if (t.db.kind === 'postgres') await waitForLockWaiter();
    });

    const done = await loading!;
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.deepEqual(done.body.unit.fin_account, { balance: 700, deposit_balance: 2000, bonus_balance: 0 });
    await assertLedgerBalanced(t.db);
  });

  /** Until a backend of this database waits for a lock (the load, queued behind the held unit). */
  async function waitForLockWaiter(): Promise<void> {
    for (let attempt = 0; attempt < 500; attempt++) {
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (rows[0]!.n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the load never waited for the unit');
  }

  it('a load answers an error and moves nothing when a check fails, and the same loading then completes', async () => {
    const token = await anonymousUnit(t.app);
    const batch = await started(token, 1000);
    const over = await complete(token, batch, 1001);
    assert.equal(over.status, 422);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'acoin_load' AND metadata->>'batch_id' = (
         SELECT id::text FROM acoin_batches WHERE token_hash = $1)`,
      [hashToken(batch)],
    );
    assert.equal(rows[0]!.n, 0);
    assert.equal((await complete(token, batch, 1000)).status, 200);
  });
});

describe('voucher load in one statement, before its currency has a clearing account', () => {
  const t = testApp();

  it('writes nothing in the one statement and completes in the transaction, which opens the account', async () => {
    // No load has used it yet: as for a currency whose system accounts are opened on first use (ledger/accounts.ts).
    await t.db.query(`DELETE FROM ledger_accounts WHERE unit_id IS NULL AND kind = 'voucher_clearing'`);
    const token = await anonymousUnit(t.app);
    const code = await voucher(t.app, 5000);
    const started = await post<{ acoin_batch_token: string }>(t.app, ApiPaths.startLoading, { token, code });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const done = await post<{ unit: { fin_account: FinAccount } }>(t.app, ApiPaths.completeLoading, {
      token,
      acoin_tx_token: started.body.acoin_batch_token,
      amount: 3000,
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.deepEqual(done.body.unit.fin_account, { balance: 0, deposit_balance: 3000, bonus_balance: 0 });
    const { rows } = await t.db.query<{ remaining: string }>('SELECT remaining::text FROM vouchers WHERE code = $1', [
      code,
    ]);
    assert.deepEqual(rows, [{ remaining: '2000' }], 'the voucher drawn once, by what reached the balance');
    await assertLedgerBalanced(t.db);
  });
});
