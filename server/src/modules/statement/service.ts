/**
 * The statement: a unit's ledger transfers, newest first, a page at a time by keyset on (created_at, id), never
 * OFFSET. Each of the unit's accounts is read on each side through its (account, created_at, id) index, at most a
 * page from each, then merged: the cost of a page does not grow with the history behind it.
 */

import type {
  StatementAnswer,
  StatementTransaction,
  TransactionStatus,
  TransactionType,
} from '../../../../contract/api';
import type { Queryable } from '../../db/database';
import { encodeCursor, type Position } from './filters';
import { entryOf, kindsOfTypes, registeredKinds, type StatementTransfer } from './kinds';

export interface StatementQuery {
  unitId: number;
  pageSize: number;
  types?: readonly TransactionType[];
  from?: Date;
  to?: Date;
  after?: Position;
}

interface AccountRow {
  id: number;
  kind: string;
  currency: string;
}

/** A transfer as the statement reads it (the back office's player pages too). */
export interface TransferRow {
  id: number;
  kind: string;
  amount: number;
  metadata: Record<string, unknown>;
  debit_account_id: number;
  credit_account_id: number;
  created_at: string;
  exact_at: string;
}

/** Balance and deposit money: what the player may withdraw (bonus money never). */
const WITHDRAWABLE = new Set(['cash', 'deposit']);

/** Conditions on `t` (a ledger_transfers row) for the query's filters; `params` grows with their values. */
function conditions(query: StatementQuery, params: unknown[]): string[] {
  const where: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (query.from) where.push(`t.created_at >= ${param(query.from)}`);
  if (query.to) where.push(`t.created_at < ${param(query.to)}`);
  if (query.after) {
    where.push(`(t.created_at, t.id) < (${param(query.after.at)}::timestamptz, ${param(query.after.id)}::bigint)`);
  }
  if (query.types) {
    const { kinds, unregistered } = kindsOfTypes(query.types);
    const picked = [`t.kind = ANY(${param(kinds)}::text[])`];
    if (unregistered) picked.push(`NOT (t.kind = ANY(${param(registeredKinds())}::text[]))`);
    where.push(`(${picked.join(' OR ')})`);
  }
  return where;
}

/** One side's scan: each of the unit's accounts, newest first, at most `limit` rows each. */
function side(column: 'debit_account_id' | 'credit_account_id', where: string[], accounts: string, limit: string) {
  return `SELECT s.id FROM unnest(${accounts}::bigint[]) AS a (id) CROSS JOIN LATERAL (
      SELECT t.id FROM ledger_transfers t WHERE t.${column} = a.id ${where.map((c) => `AND ${c}`).join(' ')}
      ORDER BY t.created_at DESC, t.id DESC LIMIT ${limit}) s`;
}

/** The page's rows, one more than asked for: its presence says there is a next page. */
async function readPage(q: Queryable, accountIds: number[], query: StatementQuery): Promise<TransferRow[]> {
  const params: unknown[] = [accountIds, query.pageSize + 1];
  const where = conditions(query, params);
  const { rows } = await q.query<TransferRow>(
    `SELECT t.id, t.kind, t.amount, t.metadata, t.debit_account_id, t.credit_account_id,
       to_char(date_trunc('milliseconds', t.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
       to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS exact_at
     FROM ledger_transfers t
     WHERE t.id IN (${side('debit_account_id', where, '$1', '$2')} UNION ${side('credit_account_id', where, '$1', '$2')})
     ORDER BY t.created_at DESC, t.id DESC LIMIT $2`,
    params,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    amount: Number(row.amount),
    debit_account_id: Number(row.debit_account_id),
    credit_account_id: Number(row.credit_account_id),
  }));
}

/**
 * Signed from the player's side. Between two of the unit's own accounts nothing left the player: the amount is
 * negative only when withdrawable money became bonus money (contract/api.ts StatementTransaction).
 */
export function signed(row: TransferRow, accounts: Map<number, AccountRow>): number {
  const debit = accounts.get(row.debit_account_id);
  const credit = accounts.get(row.credit_account_id);
  if (debit && credit) {
    return WITHDRAWABLE.has(debit.kind) && !WITHDRAWABLE.has(credit.kind) ? -row.amount : row.amount;
  }
  return credit ? row.amount : -row.amount;
}

/** Statuses from the kinds that keep them elsewhere (kinds.ts `statuses`); the rest are completed. */
export async function statusesOf(
  q: Queryable,
  transfers: StatementTransfer[],
): Promise<Map<number, TransactionStatus>> {
  const found = new Map<number, TransactionStatus>();
  const byKind = new Map<string, StatementTransfer[]>();
  for (const transfer of transfers) byKind.set(transfer.kind, [...(byKind.get(transfer.kind) ?? []), transfer]);
  for (const [kind, ofKind] of byKind) {
    const source = entryOf(kind).statuses;
    if (!source) continue;
    for (const [id, status] of await source(q, ofKind)) found.set(id, status);
  }
  return found;
}

/** One page of the unit's statement. A unit without accounts has none. */
export async function readStatement(q: Queryable, query: StatementQuery): Promise<StatementAnswer> {
  const found = await q.query<AccountRow>('SELECT id, kind, currency FROM ledger_accounts WHERE unit_id = $1', [
    query.unitId,
  ]);
  const accounts = new Map(found.rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
  if (accounts.size === 0) return { transactions: [], cursor: null };

  const rows = await readPage(q, [...accounts.keys()], query);
  const page = rows.slice(0, query.pageSize);
  const transfers: StatementTransfer[] = page.map((row) => ({
    id: row.id,
    kind: row.kind,
    amount: signed(row, accounts),
    metadata: row.metadata ?? {},
  }));
  const statuses = await statusesOf(q, transfers);
  const transactions = page.map((row, index): StatementTransaction => {
    const transfer = transfers[index]!;
    const entry = entryOf(row.kind);
    const account = accounts.get(row.credit_account_id) ?? accounts.get(row.debit_account_id)!;
    return {
      id: row.id,
      type: entry.type,
      amount: transfer.amount,
      currency: account.currency,
      status: statuses.get(row.id) ?? 'completed',
      created_at: row.created_at,
      description: entry.describe(transfer),
    };
  });
  const last = page.at(-1);
  const more = rows.length > query.pageSize && last;
  return { transactions, cursor: more ? encodeCursor({ at: last.exact_at, id: last.id }) : null };
}
