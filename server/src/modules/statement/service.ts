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
} from '../../../../contract/statement';
import type { Queryable } from '../../db/database';
import { transfersPage, unitAccountsOf, type TransferRow } from '../../ledger/reads';
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

/** Balance and deposit money: what the player may withdraw (bonus money never). */
const WITHDRAWABLE = new Set(['cash', 'deposit']);

/** The kinds of the types asked for; 'other' is every kind the statement has no entry for. */
function kindsFilter(types: readonly TransactionType[]): { in: string[]; orNotIn?: string[] } {
  const { kinds, unregistered } = kindsOfTypes(types);
  return unregistered ? { in: kinds, orNotIn: registeredKinds() } : { in: kinds };
}

/**
 * Signed from the player's side. Between two of the unit's own accounts nothing left the player: the amount is
 * negative only when withdrawable money became bonus money (contract/api.ts StatementTransaction).
 */
export function signed(row: TransferRow, accounts: ReadonlyMap<number, { kind: string }>): number {
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
  const accounts = new Map((await unitAccountsOf(q, query.unitId)).map((account) => [account.id, account]));
  if (accounts.size === 0) return { transactions: [], cursor: null };

  // One more than asked for: its presence says there is a next page.
  const rows = await transfersPage(q, {
    accountIds: [...accounts.keys()],
    limit: query.pageSize + 1,
    from: query.from,
    to: query.to,
    after: query.after,
    kinds: query.types && kindsFilter(query.types),
  });
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
