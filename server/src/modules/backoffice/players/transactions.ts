/**
 * A player's ledger rows for the back office, every unit of theirs together, named as the player's statement names
 * them (statement/kinds.ts): the same type, description, sign and status, plus the transfer's own kind.
 */

import type { PlayerTransaction } from '../../../../../contract/backoffice';
import type { Queryable } from '../../../db/database';
import { entryOf } from '../../statement/kinds';
import { signed, statusesOf, type TransferRow } from '../../statement/service';
import type { ListQuery } from '../lists';

interface AccountRow {
  id: number;
  kind: string;
  currency: string;
  unit_id: number;
}

export const TRANSACTION_SORTS = ['id', 'created_at'] as const;

export async function listTransactions(
  q: Queryable,
  userId: number,
  list: ListQuery,
): Promise<{ rows: PlayerTransaction[]; total: number }> {
  const found = await q.query<AccountRow>(
    `SELECT a.id, a.kind, a.currency, a.unit_id FROM ledger_accounts a JOIN units u ON u.id = a.unit_id
     WHERE u.user_id = $1`,
    [userId],
  );
  const accounts = new Map(
    found.rows.map((row) => [Number(row.id), { ...row, id: Number(row.id), unit_id: Number(row.unit_id) }]),
  );
  if (accounts.size === 0) return { rows: [], total: 0 };
  const ids = [...accounts.keys()];
  const touching = 't.debit_account_id = ANY($1::bigint[]) OR t.credit_account_id = ANY($1::bigint[])';
  const total = await q.query<{ total: string }>(
    `SELECT count(*)::text AS total FROM ledger_transfers t WHERE ${touching}`,
    [ids],
  );
  const { rows } = await q.query<TransferRow>(
    `SELECT t.id, t.kind, t.amount, t.metadata, t.debit_account_id, t.credit_account_id,
       to_char(date_trunc('milliseconds', t.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
       '' AS exact_at
     FROM ledger_transfers t WHERE ${touching}
     ORDER BY t.${list.sort} ${list.order}, t.id ${list.order} LIMIT $2 OFFSET $3`,
    [ids, list.limit, list.offset],
  );
  const page = rows.map((row) => ({
    ...row,
    id: Number(row.id),
    amount: Number(row.amount),
    metadata: row.metadata ?? {},
    debit_account_id: Number(row.debit_account_id),
    credit_account_id: Number(row.credit_account_id),
  }));
  const transfers = page.map((row) => ({
    id: row.id,
    kind: row.kind,
    amount: signed(row, accounts),
    metadata: row.metadata,
  }));
  const statuses = await statusesOf(q, transfers);
  return {
    rows: page.map((row, index) => {
      const transfer = transfers[index]!;
      const entry = entryOf(row.kind);
      const account = accounts.get(row.credit_account_id) ?? accounts.get(row.debit_account_id)!;
      return {
        id: row.id,
        unit_id: account.unit_id,
        kind: row.kind,
        type: entry.type,
        amount: transfer.amount,
        currency: account.currency,
        status: statuses.get(row.id) ?? 'completed',
        description: entry.describe(transfer),
        created_at: row.created_at,
      };
    }),
    total: Number(total.rows[0]?.total ?? 0),
  };
}
