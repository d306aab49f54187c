/**
 * `npm run ledger:check` and the checkLedger it runs: clean after real voucher loads and a unit link, and when a
 * balance is tampered with, a player balance is negative, a transfer joins two currencies or a bet's history names a
 * unit that does not exist, the report names the account, transfer or row with what was expected, and the command
 * exits non-zero.
 */

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { ApiPaths } from '../../contract/api';
import type { SessionAnswer } from '../../contract/users';
import { DEMO_SITES } from '../../contract/sites';
import { loadConfig } from '../src/config';
import type { Queryable } from '../src/db/database';
import { openDatabase } from '../src/db';
import { systemAccount, unitAccount } from '../src/ledger/accounts';
import { checkLedger, formatReport, type LedgerReport } from '../src/ledger/check';
import { createLedger } from '../src/ledger/ledger';
import { createBus } from '../src/bus';
import { DEMO_JACKPOTS } from '../src/modules/jackpots/pots';
import { createUnitsService } from '../src/modules/units/service';
import { seedDemo } from '../src/seed';
import { type TestApp, testApp } from './helpers';
import { anonymousUnit, assertLedgerBalanced, post, voucher } from './support/money';
import { phoneMaker, register } from './support/users';

const run = promisify(execFile);
const newPhone = phoneMaker(7_300_000);

/** Rolls back whatever `work` did: corruptions stay inside the test that makes them. */
async function inRollback(t: TestApp, work: (tx: Queryable) => Promise<LedgerReport>): Promise<LedgerReport> {
  let report: LedgerReport | undefined;
  await t.db
    .transaction(async (tx) => {
      report = await work(tx);
      throw new Error('rollback');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'rollback') throw error;
    });
  assert.ok(report);
  return report;
}

async function accountOf(q: Queryable, unitId: number, kind: string): Promise<number> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE unit_id = $1 AND kind = $2', [
    unitId,
    kind,
  ]);
  return Number(rows[0]?.id);
}

describe('ledger:check', () => {
  const t = testApp();
  let unitId: number;

  before(async () => {
    // Real money: vouchers loaded by an anonymous unit that a signed-in player then links into their own unit.
    const units = createUnitsService({ db: t.db });
    const session: SessionAnswer = await register(t.app, newPhone());
    const own = await t.app.inject({
      method: 'POST',
      url: ApiPaths.createUserUnit,
      payload: {},
      headers: { authorization: `Bearer ${session.access.token}` },
    });
    const ownToken = (own.json() as { unit_token: string }).unit_token;
    const anonymous = await anonymousUnit(t.app);
    for (const token of [ownToken, anonymous, ownToken]) {
      const code = await voucher(t.app, 2500);
      const started = await post<{ acoin_batch_token: string }>(t.app, ApiPaths.startLoading, { token, code });
      const done = await post(t.app, ApiPaths.completeLoading, {
        token,
        acoin_tx_token: started.body.acoin_batch_token,
        amount: 2000,
      });
      assert.equal(done.status, 200, JSON.stringify(done.body));
    }
    const linked = await t.app.inject({
      method: 'POST',
      url: ApiPaths.linkUnit,
      payload: { unit_token: anonymous },
      headers: { authorization: `Bearer ${session.access.token}` },
    });
    assert.equal(linked.statusCode, 200, linked.body);
    const identity = await units.identify(ownToken);
    assert.ok(identity);
    unitId = identity.unitId;
  });

  it('is clean after real loads and a link, and counts what it checked', async () => {
    const report = await checkLedger(t.db);
    assert.deepEqual(report.problems, []);
    const { rows } = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transfers');
    assert.equal(report.transfers, Number(rows[0]?.n));
    assert.ok(report.transfers >= 4);
    assert.deepEqual(formatReport(report), [`ledger: ${report.accounts} accounts, ${report.transfers} transfers, ok`]);
    await assertLedgerBalanced(t.db);
  });

  it('names an account whose balance was changed without a transfer, with what its transfers say', async () => {
    const report = await inRollback(t, async (tx) => {
      const deposit = await accountOf(tx, unitId, 'deposit');
      await tx.query('UPDATE ledger_accounts SET balance = balance + 700 WHERE id = $1', [deposit]);
      return checkLedger(tx);
    });
    const deposit = await accountOf(t.db, unitId, 'deposit');
    assert.deepEqual(report.problems, [
      { kind: 'currency_unbalanced', currency: 'ZAR', total: '700' },
      {
        kind: 'balance_mismatch',
        accountId: deposit,
        account: `unit ${unitId} deposit ZAR`,
        expected: '6000',
        actual: '6700',
      },
    ]);
    const lines = formatReport(report);
    assert.ok(
      lines.some((line) => line.includes(`account ${deposit}`) && line.includes('6700') && line.includes('6000')),
    );
    assert.match(lines.at(-1) ?? '', /, 2 problems$/);
  });

  it('names a negative player balance even when the schema no longer forbids it', async () => {
    const report = await inRollback(t, async (tx) => {
      await tx.query('ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_player_non_negative');
      const cash = await accountOf(tx, unitId, 'cash');
      // Moved, not created: the currency still sums to zero and only the balances are wrong.
      await tx.query('UPDATE ledger_accounts SET balance = balance - 100 WHERE id = $1', [cash]);
      await tx.query(
        `UPDATE ledger_accounts SET balance = balance + 100 WHERE unit_id IS NULL AND kind = 'fees' AND currency = 'ZAR'`,
      );
      return checkLedger(tx);
    });
    const cash = await accountOf(t.db, unitId, 'cash');
    const negative = report.problems.filter((problem) => problem.kind === 'player_negative');
    assert.deepEqual(negative, [
      { kind: 'player_negative', accountId: cash, account: `unit ${unitId} cash ZAR`, balance: '-100' },
    ]);
    assert.equal(report.problems.filter((problem) => problem.kind === 'balance_mismatch').length, 2);
    assert.equal(report.problems.filter((problem) => problem.kind === 'currency_unbalanced').length, 0);
  });

  it('names a bet, round or RG movement whose unit, game, site or player does not exist', async () => {
    const stray = { round: '', movement: '' };
    const report = await inRollback(t, async (tx) => {
      const now = new Date();
      await tx.query(
        `INSERT INTO wallet_transactions (transaction_id, action, unit_id, game_slug, round_id, amount, status,
           created_at, updated_at) VALUES ('stray-bet', 'bet', 999999, 'no-such-game', 'r-1', 100, 'done', $1, $1)`,
        [now],
      );
      const round = await tx.query<{ id: string }>(
        `INSERT INTO game_rounds (unit_id, site_id, game_slug, round_id, bet, created_at, updated_at)
         VALUES ($1, 9999, 'no-such-game', 'r-1', 100, $2, $2) RETURNING id::text`,
        [unitId, now],
      );
      const movement = await tx.query<{ id: string }>(
        `INSERT INTO rg_movements (user_id, kind, amount, at, source) VALUES (999999, 'wager', 100, $1, 'test')
         RETURNING id::text`,
        [now],
      );
      [stray.round, stray.movement] = [round.rows[0]!.id, movement.rows[0]!.id];
      return checkLedger(tx);
    });
    assert.deepEqual(
      report.problems.filter((problem) => problem.kind === 'history_orphan'),
      [
        { kind: 'history_orphan', table: 'game_rounds', row: stray.round, missing: 'game no-such-game' },
        { kind: 'history_orphan', table: 'game_rounds', row: stray.round, missing: 'site 9999' },
        { kind: 'history_orphan', table: 'rg_movements', row: stray.movement, missing: 'player 999999' },
        { kind: 'history_orphan', table: 'wallet_transactions', row: 'stray-bet', missing: 'game no-such-game' },
        { kind: 'history_orphan', table: 'wallet_transactions', row: 'stray-bet', missing: 'unit 999999' },
      ],
    );
    assert.ok(
      formatReport(report).includes('wallet_transactions stray-bet: names unit 999999, which does not exist'),
      formatReport(report).join('\n'),
    );
  });

  it('names a transfer between two currencies', async () => {
    const report = await inRollback(t, async (tx) => {
      await tx.query(
        `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, kind)
         SELECT 'test:cross', z.id, i.id, 5, 'test' FROM ledger_accounts z, ledger_accounts i
         WHERE z.unit_id IS NULL AND z.kind = 'fees' AND z.currency = 'ZAR'
           AND i.unit_id IS NULL AND i.kind = 'fees' AND i.currency = 'INR'`,
      );
      return checkLedger(tx);
    });
    const crossed = report.problems.filter((problem) => problem.kind !== 'currency_unbalanced');
    assert.equal(crossed.length, 1, JSON.stringify(report.problems));
    assert.deepEqual(
      { ...crossed[0], transferId: 0 },
      {
        kind: 'cross_currency',
        transferId: 0,
        debitCurrency: 'ZAR',
        creditCurrency: 'INR',
      },
    );
  });
});

describe('npm run ledger:check', () => {
  let dataDir: string;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ledger-check-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  /** The command as an operator runs it, on the embedded database in DATA_DIR. */
  async function command(): Promise<{ code: number; out: string }> {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/ledger-check.ts'], { env });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, out: failed.stdout };
    }
  }

  it('prints ok and exits 0 on a sound ledger, names the account and exits 1 once a balance is tampered with', async () => {
    const db = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    const bus = createBus();
    let deposit: number;
    try {
      await seedDemo(db);
      const token = await createUnitsService({ db }).createAnonymous(1);
      const unit = await createUnitsService({ db }).identify(token);
      assert.ok(unit);
      await createLedger({ db, bus }).run((_tx, book) =>
        book.transfer({
          idempotencyKey: 'test:cli',
          from: systemAccount('voucher_clearing', 'ZAR'),
          to: unitAccount(unit.unitId, 'deposit'),
          amount: 1234,
          kind: 'acoin_load',
        }),
      );
      deposit = await accountOf(db, unit.unitId, 'deposit');
    } finally {
      await bus.close();
      await db.close();
    }

    const clean = await command();
    assert.equal(clean.code, 0, clean.out);
    // The demo jackpots' seeds (three per site) and the load.
    const transfers = DEMO_SITES.length * DEMO_JACKPOTS.length + 1;
    assert.match(clean.out, new RegExp(`^ledger: \\d+ accounts, ${transfers} transfers, ok$`, 'm'));

    const tampered = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    await tampered.query('UPDATE ledger_accounts SET balance = 99 WHERE id = $1', [deposit]);
    await tampered.close();
    const broken = await command();
    assert.equal(broken.code, 1, broken.out);
    assert.match(
      broken.out,
      new RegExp(`account ${deposit} \\(unit \\d+ deposit ZAR\\): balance 99, its transfers sum to 1234`),
    );
  });
});
