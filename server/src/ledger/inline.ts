/**
 * A transfer that rides inside a caller's own statement, for the hottest money calls: a statement is a transaction
 * of its own, so the call needs one round trip to the database instead of BEGIN, its statements and COMMIT. The
 * caller's statement locks and changes its own rows in CTEs and names, in a `gate` CTE of at most one row, the
 * unit the money moves for; the transfer happens only if the gate has its row, with the same rules as transfer.ts:
 * one row per idempotency key, system accounts keep no running balance, player accounts never go below zero (the
 * CHECK fails the whole statement, so the caller's own changes are undone with it).
 *
 * Read-committed rules decide how it is written. A statement's snapshot is taken before it waits for a lock, so
 * every figure it answers is read under a lock or by an UPDATE (both see the latest committed row): the moved
 * account from its UPDATE, the unit's other accounts with FOR SHARE. Run it with `ledger.runStatement`, which
 * tells the unit's socket the balances the statement answers; or inside `ledger.run` with `book.statement`, after the
 * transaction has locked the unit (`unitLocked`), when it rides in a call's last statement.
 */

import type { Param } from '../db/params';
import type { AccountBalance, SystemAccountKind, UnitAccountKind } from './accounts';

/**
 * One side of an inline transfer: the gate's unit's account of a kind, or a system account of the currency an SQL
 * expression names (e.g. a column of the gate, `g.currency_code`).
 */
export type InlineAccount = { unit: UnitAccountKind } | { system: SystemAccountKind; currencySql: string };

export interface InlineTransfer {
  /** The caller's CTE of at most one row; it must have a `unit_id` column (the unit the money moves for). */
  gate: string;
  /** Which side is the unit's account: exactly one side is, the other a system account. */
  debit: InlineAccount;
  credit: InlineAccount;
  /** SQL expressions over the gate's columns (as `g.<column>`) and the caller's parameters. */
  key: string;
  amount: string;
  kind: string;
  /** A jsonb SQL expression; '{}' when omitted. */
  metadata?: string;
  /**
   * The caller's transaction locked the unit before this statement (units/tokens.ts), and every writer of a unit's
   * accounts takes that lock first: the statement's snapshot already has the other accounts' latest figures, so they
   * are read plainly, as transfer.ts reads them, not locked FOR SHARE (a row lock is a write to each row).
   */
  unitLocked?: boolean;
}

/** What an inline transfer adds to the statement's answer. */
export interface InlineTransferColumns {
  /** The transfer's id; null when the gate had no row or the key was already recorded. */
  ledger_transfer_id: number | string | null;
  /** The unit's every balance after the move (null when nothing moved). */
  ledger_balances: Array<AccountBalance & { unit_id: number }> | null;
}

function accountJoin(side: InlineAccount, param: Param): string {
  if ('unit' in side) return `a.unit_id = g.unit_id AND a.kind = ${param(side.unit)}`;
  return `a.unit_id IS NULL AND a.kind = ${param(side.system)} AND a.currency = ${side.currencySql}`;
}

/**
 * The CTEs (to follow the caller's own, after a comma) and the answer columns of an inline transfer. Its CTE names
 * start with `ledger_`.
 */
export function inlineTransferSql(transfer: InlineTransfer, param: Param): { ctes: string; columns: string } {
  const unitSide = 'unit' in transfer.debit ? transfer.debit : transfer.credit;
  const systemSide = 'unit' in transfer.debit ? transfer.credit : transfer.debit;
  if (!('unit' in unitSide) || 'unit' in systemSide) {
    throw new Error('ledger: an inline transfer moves between one unit account and one system account');
  }
  const ctes = `ledger_debit AS (
      SELECT a.id FROM ${transfer.gate} g JOIN ledger_accounts a ON ${accountJoin(transfer.debit, param)}),
    ledger_credit AS (
      SELECT a.id FROM ${transfer.gate} g JOIN ledger_accounts a ON ${accountJoin(transfer.credit, param)}),
    ledger_inserted AS (
      INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, kind, metadata)
      SELECT ${transfer.key}, d.id, c.id, ${transfer.amount}, ${param(transfer.kind)}, ${transfer.metadata ?? "'{}'"}
      FROM ${transfer.gate} g, ledger_debit d, ledger_credit c
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, debit_account_id, credit_account_id, amount),
    ledger_moved AS (
      UPDATE ledger_accounts a
      SET balance = a.balance + CASE WHEN a.id = i.credit_account_id THEN i.amount ELSE -i.amount END
      FROM ledger_inserted i
      WHERE a.id IN (i.debit_account_id, i.credit_account_id) AND a.unit_id IS NOT NULL
      RETURNING a.unit_id, a.kind, a.balance),
    ledger_others AS (
      SELECT a.unit_id, a.kind, a.balance FROM ${transfer.gate} g
      JOIN ledger_accounts a ON a.unit_id = g.unit_id AND a.kind <> ${param(unitSide.unit)}
      ${transfer.unitLocked ? '' : 'FOR SHARE OF a'})`;
  const columns = `(SELECT id FROM ledger_inserted) AS ledger_transfer_id,
    (SELECT json_agg(json_build_object('unit_id', b.unit_id, 'kind', b.kind, 'balance', b.balance))
     FROM (SELECT * FROM ledger_moved UNION ALL SELECT * FROM ledger_others WHERE EXISTS (SELECT 1 FROM ledger_moved))
       b) AS ledger_balances`;
  return { ctes, columns };
}
