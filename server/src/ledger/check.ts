/**
 * The ledger's invariants, checked against the database as it is: every currency's balances sum to zero (debits
 * equal credits), every player account's balance is its credits minus its debits, every system account's balance
 * column is 0 (a system account keeps no running balance: its balance is the sum of its transfers, see the
 * ledger_balances view), no player account is negative, no transfer joins two currencies, and each currency's
 * jackpot pool holds exactly its jackpots' pots, each unit's campaign bonus is exactly its active bonus, and every
 * row of the wallet's and RG's per-bet history names a unit, game, site and player that exist (those tables keep no
 * foreign keys: migration 049).
 * `npm run ledger:check` prints the report; tests assert it is clean.
 */

import type { Database, Queryable } from '../db/database';

export type LedgerProblem =
  | { kind: 'currency_unbalanced'; currency: string; total: string }
  | { kind: 'balance_mismatch'; accountId: number; account: string; expected: string; actual: string }
  | { kind: 'player_negative'; accountId: number; account: string; balance: string }
  | { kind: 'cross_currency'; transferId: number; debitCurrency: string; creditCurrency: string }
  | { kind: 'jackpot_pool_mismatch'; currency: string; pool: string; pots: string }
  | { kind: 'campaign_bonus_mismatch'; accountId: number; account: string; balance: string; expected: string }
  | { kind: 'history_orphan'; table: string; row: string; missing: string };

export interface LedgerReport {
  accounts: number;
  transfers: number;
  problems: LedgerProblem[];
}

/** Sums stay text: a sum of many safe integers need not be one. */
async function findProblems(q: Queryable): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const currencies = await q.query<{ currency: string; total: string }>(
    `SELECT currency, sum(balance)::text AS total FROM ledger_balances
     GROUP BY currency HAVING sum(balance) <> 0 ORDER BY currency`,
  );
  for (const { currency, total } of currencies.rows) problems.push({ kind: 'currency_unbalanced', currency, total });

  const drift = await q.query<{ id: number; account: string; expected: string; actual: string }>(
    `WITH moves AS (
       SELECT credit_account_id AS id, amount::numeric AS delta FROM ledger_transfers
       UNION ALL SELECT debit_account_id, -amount::numeric FROM ledger_transfers),
     net AS (SELECT id, sum(delta) AS total FROM moves GROUP BY id),
     expected AS (
       SELECT a.*, CASE WHEN a.unit_id IS NULL THEN 0 ELSE COALESCE(n.total, 0) END AS total
       FROM ledger_accounts a LEFT JOIN net n ON n.id = a.id)
     SELECT a.id, ${ACCOUNT_NAME} AS account, a.total::text AS expected, a.balance::text AS actual
     FROM expected a WHERE a.balance <> a.total ORDER BY a.id`,
  );
  for (const { id, account, expected, actual } of drift.rows) {
    problems.push({ kind: 'balance_mismatch', accountId: Number(id), account, expected, actual });
  }

  // The CHECK constraint forbids this; a check that trusts the schema proves nothing when the schema is wrong.
  const negative = await q.query<{ id: number; account: string; balance: string }>(
    `SELECT a.id, ${ACCOUNT_NAME} AS account, a.balance::text AS balance FROM ledger_accounts a
     WHERE a.unit_id IS NOT NULL AND a.balance < 0 ORDER BY a.id`,
  );
  for (const { id, account, balance } of negative.rows) {
    problems.push({ kind: 'player_negative', accountId: Number(id), account, balance });
  }

  const crossed = await q.query<{ id: number; debit_currency: string; credit_currency: string }>(
    `SELECT t.id, d.currency AS debit_currency, c.currency AS credit_currency FROM ledger_transfers t
     JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
     WHERE d.currency <> c.currency ORDER BY t.id`,
  );
  for (const row of crossed.rows) {
    problems.push({
      kind: 'cross_currency',
      transferId: Number(row.id),
      debitCurrency: row.debit_currency,
      creditCurrency: row.credit_currency,
    });
  }
  // A jackpot pool holds exactly its currency's pots: each jackpot's current cycle's seed and contributions, less
  // those of rolled-back bets (every earlier cycle's went to its winner).
  const pools = await q.query<{ currency: string; pool: string; pots: string }>(
    `WITH pots AS (
       SELECT a.currency,
         sum(CASE t.kind WHEN 'jackpot_contribution_reversal' THEN -t.amount ELSE t.amount END) AS total
       FROM jackpots j
       JOIN ledger_transfers t
         ON t.kind IN ('jackpot_seed', 'jackpot_contribution', 'jackpot_contribution_reversal')
         AND (t.metadata->>'jackpot_id')::bigint = j.id AND (t.metadata->>'cycle')::integer = j.cycle
       JOIN ledger_accounts a ON a.kind = 'jackpot_pool' AND a.id IN (t.credit_account_id, t.debit_account_id)
       GROUP BY a.currency)
     SELECT b.currency, b.balance::text AS pool, COALESCE(p.total, 0)::text AS pots
     FROM ledger_balances b LEFT JOIN pots p ON p.currency = b.currency
     WHERE b.kind = 'jackpot_pool' AND b.balance <> COALESCE(p.total, 0) ORDER BY b.currency`,
  );
  for (const row of pools.rows) problems.push({ kind: 'jackpot_pool_mismatch', ...row });

  // A campaign bonus is locked until wagered through or expired (contract/campaigns.ts): a unit's campaign bonus
  // account holds exactly its active bonus, and nothing when it has none.
  const campaign = await q.query<{ id: number; account: string; balance: string; expected: string }>(
    `SELECT a.id, ${ACCOUNT_NAME} AS account, a.balance::text AS balance,
       COALESCE(s.start_amount, 0)::text AS expected
     FROM ledger_accounts a LEFT JOIN bonus_states s ON s.unit_id = a.unit_id AND s.status = 'active'
     WHERE a.kind = 'campaign_bonus' AND a.balance <> COALESCE(s.start_amount, 0) ORDER BY a.id`,
  );
  for (const { id, account, balance, expected } of campaign.rows) {
    problems.push({ kind: 'campaign_bonus_mismatch', accountId: Number(id), account, balance, expected });
  }
  problems.push(...(await findOrphans(q)));
  return problems;
}

/** Per-bet history rows (no foreign keys, for speed) whose unit, game, site or player does not exist. */
async function findOrphans(q: Queryable): Promise<LedgerProblem[]> {
  const orphans = (table: string, row: string, what: string, column: string, parent: string, key: string) =>
    `SELECT '${table}' AS table_name, (${row})::text AS row_key, '${what} ' || x.${column} AS missing
     FROM ${table} x WHERE NOT EXISTS (SELECT 1 FROM ${parent} p WHERE p.${key} = x.${column})`;
  const { rows } = await q.query<{ table_name: string; row_key: string; missing: string }>(
    `${[
      orphans('wallet_transactions', 'x.transaction_id', 'unit', 'unit_id', 'units', 'id'),
      orphans('wallet_transactions', 'x.transaction_id', 'game', 'game_slug', 'games', 'slug'),
      orphans('game_rounds', 'x.id', 'unit', 'unit_id', 'units', 'id'),
      orphans('game_rounds', 'x.id', 'game', 'game_slug', 'games', 'slug'),
      orphans('game_rounds', 'x.id', 'site', 'site_id', 'sites', 'id'),
      orphans('rg_movements', 'x.id', 'player', 'user_id', 'users', 'id'),
    ].join(' UNION ALL ')}
     ORDER BY 1, 2, 3`,
  );
  return rows.map((row) => ({ kind: 'history_orphan', table: row.table_name, row: row.row_key, missing: row.missing }));
}

/** How an account is named in a report: "unit 12 cash ZAR" or "system fees ZAR". */
const ACCOUNT_NAME = `CASE WHEN a.unit_id IS NULL THEN 'system ' ELSE 'unit ' || a.unit_id || ' ' END
  || a.kind || ' ' || a.currency`;

async function countRows(q: Queryable): Promise<{ accounts: number; transfers: number }> {
  const { rows } = await q.query<{ accounts: number | string; transfers: number | string }>(
    'SELECT (SELECT count(*) FROM ledger_accounts) AS accounts, (SELECT count(*) FROM ledger_transfers) AS transfers',
  );
  return { accounts: Number(rows[0]?.accounts), transfers: Number(rows[0]?.transfers) };
}

/**
 * Checks the whole ledger. Given a Database, it reads one snapshot (REPEATABLE READ), so transfers committing
 * meanwhile on a live PostgreSQL server cannot show up as drift; given an open transaction, it reads through it.
 */
export async function checkLedger(db: Database | Queryable): Promise<LedgerReport> {
  const read = async (q: Queryable): Promise<LedgerReport> => ({
    ...(await countRows(q)),
    problems: await findProblems(q),
  });
  if (!('transaction' in db)) return read(db);
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    return read(tx);
  });
}

/** One line per problem, naming the accounts or transfer and what was expected. */
export function describeProblem(problem: LedgerProblem): string {
  switch (problem.kind) {
    case 'currency_unbalanced':
      return `${problem.currency}: balances sum to ${problem.total}, expected 0 (debits and credits differ)`;
    case 'balance_mismatch':
      if (problem.account.startsWith('system ')) {
        return `account ${problem.accountId} (${problem.account}): balance column ${problem.actual}, expected 0 (a system account's balance is the sum of its transfers)`;
      }
      return `account ${problem.accountId} (${problem.account}): balance ${problem.actual}, its transfers sum to ${problem.expected}`;
    case 'player_negative':
      return `account ${problem.accountId} (${problem.account}): player balance ${problem.balance} is negative`;
    case 'cross_currency':
      return `transfer ${problem.transferId}: moves ${problem.debitCurrency} into a ${problem.creditCurrency} account`;
    case 'jackpot_pool_mismatch':
      return `${problem.currency}: the jackpot pool holds ${problem.pool}, the jackpots' pots add up to ${problem.pots}`;
    case 'campaign_bonus_mismatch':
      return `account ${problem.accountId} (${problem.account}): campaign bonus ${problem.balance}, its active bonus is ${problem.expected}`;
    case 'history_orphan':
      return `${problem.table} ${problem.row}: names ${problem.missing}, which does not exist`;
  }
}

/** The report as the command prints it: the problems, or "ledger: N accounts, M transfers, ok". */
export function formatReport(report: LedgerReport): string[] {
  const summary = `ledger: ${report.accounts} accounts, ${report.transfers} transfers`;
  if (report.problems.length === 0) return [`${summary}, ok`];
  return [
    ...report.problems.map(describeProblem),
    `${summary}, ${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}`,
  ];
}
