/**
 * Reads of the ledger's history for the modules that show or count it: a unit's transfers a page at a time (the
 * statement), the credits into one of a unit's accounts (deposit bonuses), and sums of transfers by their metadata
 * (jackpot pots). Balances are read with accounts.ts; nothing here writes.
 */

import type { Queryable } from '../db/database';
import type { UnitAccountKind } from './accounts';

/** One of a unit's accounts, as its statement names them. */
export interface UnitAccountRow {
  id: number;
  kind: UnitAccountKind;
  currency: string;
}

export async function unitAccountsOf(q: Queryable, unitId: number): Promise<UnitAccountRow[]> {
  const { rows } = await q.query<UnitAccountRow>('SELECT id, kind, currency FROM ledger_accounts WHERE unit_id = $1', [
    unitId,
  ]);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** A keyset position in a unit's transfers, newest first: the last row's exact time and id. */
export interface TransferPosition {
  at: string;
  id: number;
}

export interface TransfersPageQuery {
  /** The accounts whose transfers, either side, make up the page (a unit's: unitAccountsOf). */
  accountIds: readonly number[];
  limit: number;
  from?: Date;
  to?: Date;
  after?: TransferPosition;
  /** Only transfers of these kinds, or (with `orNotIn`) of any kind not in `orNotIn`. */
  kinds?: { in: readonly string[]; orNotIn?: readonly string[] };
}

export interface TransferRow {
  id: number;
  kind: string;
  amount: number;
  metadata: Record<string, unknown>;
  debit_account_id: number;
  credit_account_id: number;
  /** To the millisecond, as the contract shows it. */
  created_at: string;
  /** To the microsecond, for a keyset position (TransferPosition). */
  exact_at: string;
}

/** Conditions on `t` (a ledger_transfers row) for the page's filters; `params` grows with their values. */
function conditions(query: TransfersPageQuery, params: unknown[]): string[] {
  const where: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (query.from) where.push(`t.created_at >= ${param(query.from)}`);
  if (query.to) where.push(`t.created_at < ${param(query.to)}`);
  if (query.after) {
    where.push(`(t.created_at, t.id) < (${param(query.after.at)}::timestamptz, ${param(query.after.id)}::bigint)`);
  }
  if (query.kinds) {
    const picked = [`t.kind = ANY(${param(query.kinds.in)}::text[])`];
    if (query.kinds.orNotIn) picked.push(`NOT (t.kind = ANY(${param(query.kinds.orNotIn)}::text[]))`);
    where.push(`(${picked.join(' OR ')})`);
  }
  return where;
}

/** One side's scan: each account, newest first, at most `limit` rows each. */
function side(column: 'debit_account_id' | 'credit_account_id', where: string[], accounts: string, limit: string) {
  return `SELECT s.id FROM unnest(${accounts}::bigint[]) AS a (id) CROSS JOIN LATERAL (
      SELECT t.id FROM ledger_transfers t WHERE t.${column} = a.id ${where.map((c) => `AND ${c}`).join(' ')}
      ORDER BY t.created_at DESC, t.id DESC LIMIT ${limit}) s`;
}

/**
 * The accounts' transfers, newest first, `limit` at most, by keyset on (created_at, id), never OFFSET. Each account
 * is read on each side through its (account, created_at, id) index, at most a page from each, then merged: the
 * cost of a page does not grow with the history behind it.
 */
export async function transfersPage(q: Queryable, query: TransfersPageQuery): Promise<TransferRow[]> {
  const params: unknown[] = [query.accountIds, query.limit];
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

/** The id of the latest transfer into the unit's account of `kind`; 0 when none came yet. */
export async function lastCreditId(q: Queryable, unitId: number, kind: UnitAccountKind): Promise<number> {
  const { rows } = await q.query<{ id: number | string | null }>(
    `SELECT max(t.id) AS id FROM ledger_accounts a JOIN ledger_transfers t ON t.credit_account_id = a.id
     WHERE a.unit_id = $1 AND a.kind = $2`,
    [unitId, kind],
  );
  return Number(rows[0]?.id ?? 0);
}

/**
 * The amount of the first transfer into the unit's account of `kind` after transfer `afterId` that is of one of
 * `kinds` and at least `minAmount`; null when none came.
 */
export async function firstCreditAfter(
  q: Queryable,
  credit: { unitId: number; kind: UnitAccountKind; afterId: number; kinds: readonly string[]; minAmount: number },
): Promise<number | null> {
  const { rows } = await q.query<{ amount: number | string }>(
    `SELECT t.amount FROM ledger_accounts a JOIN ledger_transfers t ON t.credit_account_id = a.id
     WHERE a.unit_id = $1 AND a.kind = $2 AND t.id > $3 AND t.kind = ANY ($4::text[]) AND t.amount >= $5
     ORDER BY t.id LIMIT 1`,
    [credit.unitId, credit.kind, credit.afterId, credit.kinds, credit.minAmount],
  );
  return rows[0] ? Number(rows[0].amount) : null;
}

/** A metadata key and the whole number it holds, compared as `(metadata->>key)::cast` (as an index on it is). */
export interface MetadataMatch {
  key: string;
  cast: 'bigint' | 'integer';
  value: number;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * The sum of the transfers of `adding` less those of `subtracting` whose metadata matches every one of `where`: e.g.
 * a jackpot cycle's pot. Kinds and keys are written into the SQL as literals (they are names, checked so), so that
 * a partial expression index on them (ledger_transfers_jackpot_pots) serves the sum.
 */
export async function sumTransfersByMetadata(
  q: Queryable,
  sum: { adding: readonly string[]; subtracting: readonly string[]; where: readonly MetadataMatch[] },
): Promise<number> {
  const names = [...sum.adding, ...sum.subtracting, ...sum.where.map((match) => match.key)];
  if (!names.every((name) => NAME.test(name))) throw new Error(`ledger: not a name in ${names}`);
  const list = (kinds: readonly string[]) => kinds.map((kind) => `'${kind}'`).join(', ');
  const amount =
    sum.subtracting.length === 0
      ? 't.amount'
      : `CASE WHEN t.kind IN (${list(sum.subtracting)}) THEN -t.amount ELSE t.amount END`;
  const matches = sum.where.map((match, i) => `AND (t.metadata->>'${match.key}')::${match.cast} = $${i + 1}`);
  const { rows } = await q.query<{ total: string | null }>(
    `SELECT sum(${amount})::text AS total FROM ledger_transfers t
     WHERE t.kind IN (${list([...sum.adding, ...sum.subtracting])}) ${matches.join(' ')}`,
    sum.where.map((match) => match.value),
  );
  return Number(rows[0]?.total ?? 0);
}
