/** The ledger's invariants: debits equal credits, idempotent keys, no negative player balance, publish after commit. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ErrorCodes } from '../../contract/errors';
import { ApiError } from '../src/errors';
import { systemAccount, unitAccount } from '../src/ledger/accounts';
import { inlineTransferSql } from '../src/ledger/inline';
import { createLedger, unitChannel, type Book, type Ledger } from '../src/ledger/ledger';
import { sqlParams } from '../src/db/params';
import { createUnitsService, type UnitsService } from '../src/modules/units/service';
import { testApp } from './helpers';
import { anonymousUnit, assertLedgerBalanced, balanceUpdate, ledgerTotals, listen } from './support/money';

const quiet = { warn: () => {} };

function rejectsWith(code: string) {
  return (error: unknown) => error instanceof ApiError && error.code === code;
}

describe('ledger', () => {
  let ledger: Ledger;
  let units: UnitsService;
  let key = 0;
  const nextKey = () => `test:${++key}`;

  const t = testApp({
    setUp: () => {
      ledger = createLedger({ db: t.db, bus: t.bus, log: quiet });
      units = createUnitsService({ db: t.db });
    },
  });

  async function newUnit(siteId = 1): Promise<number> {
    const identity = await units.identify(await anonymousUnit(t.app, siteId));
    assert.ok(identity);
    return identity.unitId;
  }

  async function fund(unitId: number, amount: number, currency = 'ZAR') {
    return ledger.run((_tx, book) =>
      book.transfer({
        idempotencyKey: nextKey(),
        from: systemAccount('voucher_clearing', currency),
        to: unitAccount(unitId, 'deposit'),
        amount,
        kind: 'test_fund',
      }),
    );
  }

  async function transferCount(): Promise<number> {
    const found = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transfers');
    return Number(found.rows[0]!.n);
  }

  it('moves money between a system and a unit account, keeping every currency summing to zero', async () => {
    const unitId = await newUnit();
    const outcome = await fund(unitId, 1500);
    assert.equal(outcome.replayed, false);
    assert.deepEqual(outcome.unitIds, [unitId]);
    assert.deepEqual(await ledger.finAccount(unitId), { balance: 0, deposit_balance: 1500, bonus_balance: 0 });
    const inr = await newUnit(3);
    await fund(inr, 700, 'INR');
    assert.deepEqual(await ledgerTotals(t.db), { INR: 0, ZAR: 0 });
    await assertLedgerBalanced(t.db);
  });

  it('moves money once for a repeated idempotency key', async () => {
    const unitId = await newUnit();
    const input = {
      idempotencyKey: nextKey(),
      from: systemAccount('voucher_clearing', 'ZAR'),
      to: unitAccount(unitId, 'deposit'),
      amount: 400,
      kind: 'test_fund',
    };
    const first = await ledger.run((_tx, book) => book.transfer(input));
    const again = await ledger.run((_tx, book) => book.transfer(input));
    assert.equal(again.replayed, true);
    assert.equal(again.transfer.id, first.transfer.id);
    assert.deepEqual(again.unitIds, []);
    assert.equal((await ledger.finAccount(unitId)).deposit_balance, 400);
    await assertLedgerBalanced(t.db);
  });

  it('refuses a repeated key with a different amount or different accounts, moving nothing', async () => {
    const unitId = await newUnit();
    const other = await newUnit();
    const idempotencyKey = nextKey();
    const base = {
      idempotencyKey,
      from: systemAccount('voucher_clearing', 'ZAR'),
      to: unitAccount(unitId, 'deposit'),
      amount: 300,
      kind: 'test_fund',
    };
    await ledger.run((_tx, book) => book.transfer(base));
    const count = await transferCount();
    const conflict = rejectsWith(ErrorCodes.idempotencyConflict);
    await assert.rejects(
      ledger.run((_tx, book) => book.transfer({ ...base, amount: 301 })),
      conflict,
    );
    await assert.rejects(
      ledger.run((_tx, book) => book.transfer({ ...base, to: unitAccount(other, 'deposit') })),
      conflict,
    );
    await assert.rejects(
      ledger.run((_tx, book) => book.transfer({ ...base, to: unitAccount(unitId, 'cash') })),
      conflict,
    );
    assert.equal(await transferCount(), count);
    assert.equal((await ledger.finAccount(unitId)).deposit_balance, 300);
    assert.equal((await ledger.finAccount(other)).deposit_balance, 0);
  });

  it('refuses a debit that would make a player account negative (no_funds) and moves nothing', async () => {
    const unitId = await newUnit();
    await fund(unitId, 1000);
    const before = await ledgerTotals(t.db);
    const count = await transferCount();
    await assert.rejects(
      ledger.run((_tx, book) =>
        book.transfer({
          idempotencyKey: nextKey(),
          from: unitAccount(unitId, 'deposit'),
          to: systemAccount('game_house', 'ZAR'),
          amount: 1001,
          kind: 'bet',
        }),
      ),
      rejectsWith(ErrorCodes.noFunds),
    );
    assert.equal((await ledger.finAccount(unitId)).deposit_balance, 1000);
    assert.equal(await transferCount(), count);
    assert.deepEqual(await ledgerTotals(t.db), before);
  });

  it('rolls back every transfer of a run when a later one fails', async () => {
    const unitId = await newUnit();
    await fund(unitId, 500);
    await assert.rejects(
      ledger.run(async (_tx, book) => {
        await book.transfer({
          idempotencyKey: nextKey(),
          from: unitAccount(unitId, 'deposit'),
          to: unitAccount(unitId, 'cash'),
          amount: 500,
          kind: 'move',
        });
        await book.transfer({
          idempotencyKey: nextKey(),
          from: unitAccount(unitId, 'deposit'),
          to: systemAccount('fees', 'ZAR'),
          amount: 1,
          kind: 'fee',
        });
      }),
      rejectsWith(ErrorCodes.noFunds),
    );
    assert.deepEqual(await ledger.finAccount(unitId), { balance: 0, deposit_balance: 500, bonus_balance: 0 });
  });

  it('refuses bad amounts, mixed currencies and an unknown unit without moving anything', async () => {
    const unitId = await newUnit();
    const count = await transferCount();
    const base = {
      from: systemAccount('voucher_clearing', 'ZAR'),
      to: unitAccount(unitId, 'deposit'),
      kind: 'test_fund',
    };
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await assert.rejects(ledger.run((_tx, book) => book.transfer({ ...base, idempotencyKey: nextKey(), amount })));
    }
    await assert.rejects(
      ledger.run((_tx, book) =>
        book.transfer({
          ...base,
          idempotencyKey: nextKey(),
          amount: 5,
          from: systemAccount('voucher_clearing', 'INR'),
        }),
      ),
      /cannot move INR/,
    );
    await assert.rejects(
      ledger.run((_tx, book) =>
        book.transfer({ ...base, idempotencyKey: nextKey(), amount: 5, to: unitAccount(987654, 'deposit') }),
      ),
      rejectsWith(ErrorCodes.unitNotFound),
    );
    assert.equal(await transferCount(), count);
  });

  it('keeps transfers immutable', async () => {
    const unitId = await newUnit();
    const { transfer } = await fund(unitId, 250);
    await assert.rejects(
      t.db.query('UPDATE ledger_transfers SET amount = 1 WHERE id = $1', [transfer.id]),
      /immutable/,
    );
    await assert.rejects(t.db.query('DELETE FROM ledger_transfers WHERE id = $1', [transfer.id]), /immutable/);
    const found = await t.db.query<{ amount: number }>('SELECT amount FROM ledger_transfers WHERE id = $1', [
      transfer.id,
    ]);
    assert.equal(Number(found.rows[0]?.amount), 250);
  });

  it('publishes the fresh fin_account on the unit channel after commit, and nothing for a failed run', async () => {
    const unitId = await newUnit();
    const channel = await listen(t.bus, unitChannel(unitId));
    try {
      await fund(unitId, 900);
      const message = await channel.until(balanceUpdate({ balance: 0, deposit_balance: 900, bonus_balance: 0 }));
      assert.deepEqual(message, {
        event: 'unit_updated',
        payload: {
          action: 'balance_updated',
          unit: { fin_account: { balance: 0, deposit_balance: 900, bonus_balance: 0 } },
        },
      });
      await assert.rejects(
        ledger.run(async (_tx, book) => {
          await book.transfer({
            idempotencyKey: nextKey(),
            from: unitAccount(unitId, 'deposit'),
            to: unitAccount(unitId, 'cash'),
            amount: 100,
            kind: 'move',
          });
          throw new Error('caller changed its mind');
        }),
        /changed its mind/,
      );
      await fund(unitId, 1);
      await channel.until(balanceUpdate({ balance: 0, deposit_balance: 901, bonus_balance: 0 }));
      // The rolled-back move (cash 100, deposit 800) was never announced.
      assert.equal(
        channel.received.filter(balanceUpdate({ balance: 100, deposit_balance: 800, bonus_balance: 0 })).length,
        0,
      );
    } finally {
      await channel.stop();
    }
  });

  it('moves money in a caller’s own statement inside a run, announcing it after commit; an overdraft is no_funds', async () => {
    const unitId = await newUnit();
    await fund(unitId, 1000);
    const channel = await listen(t.bus, unitChannel(unitId));
    /** The statement of a caller that records nothing of its own: only the inline transfer, for `unitId`. */
    const inline = (amount: number, key = nextKey()) => {
      const { values, param } = sqlParams();
      const transfer = inlineTransferSql(
        {
          gate: 'gate',
          debit: { unit: 'deposit' },
          credit: { system: 'game_house', currencySql: `'ZAR'` },
          key: `${param(key)}::text`,
          amount: `${param(amount)}::bigint`,
          kind: 'bet',
        },
        param,
      );
      return {
        sql: `WITH gate AS (SELECT ${param(unitId)}::bigint AS unit_id), ${transfer.ctes} SELECT ${transfer.columns}`,
        values,
      };
    };
    try {
      const before = await ledgerTotals(t.db);
      const count = await transferCount();
      await assert.rejects(
        ledger.run((_tx, book) => {
          const { sql, values } = inline(1001);
          return book.statement(sql, values);
        }),
        rejectsWith(ErrorCodes.noFunds),
      );
      assert.equal(await transferCount(), count);
      assert.deepEqual(await ledgerTotals(t.db), before);

      const moved = await ledger.run(async (_tx, book) => {
        const { sql, values } = inline(300);
        const row = await book.statement(sql, values);
        // The book counts the statement's balances as the unit's latest.
        return { row, fin: await book.finAccount(unitId) };
      });
      assert.notEqual(moved.row.ledger_transfer_id, null);
      assert.deepEqual(moved.fin, { balance: 0, deposit_balance: 700, bonus_balance: 0 });
      await channel.until(balanceUpdate({ balance: 0, deposit_balance: 700, bonus_balance: 0 }));
      await assertLedgerBalanced(t.db);
    } finally {
      await channel.stop();
    }
  });

  it('refuses a book used after its run ended', async () => {
    const unitId = await newUnit();
    let kept: Book | undefined;
    await ledger.run(async (_tx, book) => {
      kept = book;
    });
    await assert.rejects(
      kept!.transfer({
        idempotencyKey: nextKey(),
        from: systemAccount('voucher_clearing', 'ZAR'),
        to: unitAccount(unitId, 'deposit'),
        amount: 1,
        kind: 'late',
      }),
      /after its transaction ended/,
    );
  });

  it('lets 20 concurrent debits spend a balance exactly once', async () => {
    const unitId = await newUnit();
    await fund(unitId, 1000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        ledger.run((_tx, book) =>
          book.transfer({
            idempotencyKey: nextKey(),
            from: unitAccount(unitId, 'deposit'),
            to: systemAccount('game_house', 'ZAR'),
            amount: 100,
            kind: 'bet',
          }),
        ),
      ),
    );
    const ok = results.filter((result) => result.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected' && rejectsWith(ErrorCodes.noFunds)(r.reason));
    assert.equal(ok, 10);
    assert.equal(refused.length, 10);
    assert.equal((await ledger.finAccount(unitId)).deposit_balance, 0);
    await assertLedgerBalanced(t.db);
  });

  it('records one transfer for 20 concurrent calls with the same key', async () => {
    const unitId = await newUnit();
    const input = {
      idempotencyKey: nextKey(),
      from: systemAccount('voucher_clearing', 'ZAR'),
      to: unitAccount(unitId, 'deposit'),
      amount: 50,
      kind: 'test_fund',
    };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => ledger.run((_tx, book) => book.transfer(input))),
    );
    assert.equal(outcomes.filter((outcome) => !outcome.replayed).length, 1);
    assert.equal(new Set(outcomes.map((outcome) => outcome.transfer.id)).size, 1);
    assert.equal((await ledger.finAccount(unitId)).deposit_balance, 50);
    await assertLedgerBalanced(t.db);
  });
});
