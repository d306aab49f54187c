/**
 * One transfer inside the caller's transaction: both accounts locked in id order, the transfer row written
 * under its unique idempotency key, then the amount moved from one balance to the other. Use it through
 * `ledger.run` (ledger.ts), which also tells the affected units' sockets after commit.
 */

import { ErrorCodes } from '../../../contract/errors';
import { PgCodes, pgConstraint, pgErrorCode, type Queryable } from '../db/database';
import { fail } from '../errors';
import { lockAccount, resolveAccount, type AccountRef, type AccountRow } from './accounts';

export interface TransferInput {
  /** The same key never moves money twice; reusing it for a different transfer is refused. */
  idempotencyKey: string;
  from: AccountRef;
  to: AccountRef;
  /** Minor units, a positive safe integer. */
  amount: number;
  /** What the transfer is for, e.g. 'acoin_load'. */
  kind: string;
  metadata?: Record<string, unknown>;
}

export interface Transfer {
  id: number;
  idempotencyKey: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: number;
  kind: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

export interface TransferOutcome {
  transfer: Transfer;
  /** True when the key was already recorded and no money moved this time. */
  replayed: boolean;
  /** Units whose balances this call changed (empty on a replay). */
  unitIds: number[];
}

interface TransferRow {
  id: number;
  idempotency_key: string;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  kind: string;
  metadata: Record<string, unknown>;
  created_at: Date;
}

const COLUMNS = 'id, idempotency_key, debit_account_id, credit_account_id, amount, kind, metadata, created_at';

function toTransfer(row: TransferRow): Transfer {
  return {
    id: Number(row.id),
    idempotencyKey: row.idempotency_key,
    debitAccountId: Number(row.debit_account_id),
    creditAccountId: Number(row.credit_account_id),
    amount: Number(row.amount),
    kind: row.kind,
    metadata: row.metadata,
    createdAt: new Date(row.created_at),
  };
}

async function findByKey(tx: Queryable, key: string): Promise<Transfer | null> {
  const found = await tx.query<TransferRow>(`SELECT ${COLUMNS} FROM ledger_transfers WHERE idempotency_key = $1`, [
    key,
  ]);
  return found.rows[0] ? toTransfer(found.rows[0]) : null;
}

/** A recorded transfer under the same key must be the same transfer; otherwise the key was misused. */
function replay(existing: Transfer, debit: number, credit: number, input: TransferInput): TransferOutcome {
  const same =
    existing.debitAccountId === debit &&
    existing.creditAccountId === credit &&
    existing.amount === input.amount &&
    existing.kind === input.kind;
  if (!same) throw fail(ErrorCodes.idempotencyConflict);
  return { transfer: existing, replayed: true, unitIds: [] };
}

function checkInput(input: TransferInput): void {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new Error(`ledger: amount must be a positive integer of minor units, got ${input.amount}`);
  }
  if (input.idempotencyKey.length === 0) throw new Error('ledger: an idempotency key is required');
}

/** Moves `amount` from one account to another in `tx`; a player account never goes below zero (no_funds). */
export async function transferInTransaction(tx: Queryable, input: TransferInput): Promise<TransferOutcome> {
  checkInput(input);
  const debitId = await resolveAccount(tx, input.from);
  const creditId = await resolveAccount(tx, input.to);
  if (debitId === creditId) throw new Error('ledger: a transfer needs two different accounts');

  const earlier = await findByKey(tx, input.idempotencyKey);
  if (earlier) return replay(earlier, debitId, creditId, input);

  // Always in id order, so two transfers over the same pair of accounts cannot deadlock.
  const locked = new Map<number, AccountRow>();
  for (const id of [debitId, creditId].sort((a, b) => a - b)) locked.set(id, await lockAccount(tx, id));
  const debit = locked.get(debitId)!;
  const credit = locked.get(creditId)!;
  if (debit.currency !== credit.currency) {
    throw new Error(`ledger: cannot move ${debit.currency} into a ${credit.currency} account`);
  }

  const inserted = await tx.query<TransferRow>(
    `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, kind, metadata)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING ${COLUMNS}`,
    [input.idempotencyKey, debitId, creditId, input.amount, input.kind, JSON.stringify(input.metadata ?? {})],
  );
  const row = inserted.rows[0];
  if (!row) {
    // A concurrent transaction recorded the key while we waited for the locks.
    const winner = await findByKey(tx, input.idempotencyKey);
    if (!winner) throw new Error(`ledger: transfer ${input.idempotencyKey} conflicted but cannot be read`);
    return replay(winner, debitId, creditId, input);
  }

  if (debit.unit_id !== null && Number(debit.balance) < input.amount) throw fail(ErrorCodes.noFunds);
  try {
    await tx.query('UPDATE ledger_accounts SET balance = balance - $2 WHERE id = $1', [debitId, input.amount]);
    await tx.query('UPDATE ledger_accounts SET balance = balance + $2 WHERE id = $1', [creditId, input.amount]);
  } catch (error) {
    // The CHECK constraint is the last line of defence behind the test above.
    if (
      pgErrorCode(error) === PgCodes.checkViolation &&
      pgConstraint(error) === 'ledger_accounts_player_non_negative'
    ) {
      throw fail(ErrorCodes.noFunds);
    }
    throw error;
  }

  const unitIds = [debit.unit_id, credit.unit_id].filter((id): id is number => id !== null);
  return { transfer: toTransfer(row), replayed: false, unitIds };
}
