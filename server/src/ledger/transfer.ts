/**
 * One transfer inside the caller's transaction, in one statement: the transfer row written under its unique
 * idempotency key and the amount moved on the player account(s); a system account keeps no running balance (its
 * balance is the sum of its transfers, see the ledger_balances view). Use it through
 * `ledger.run` (ledger.ts), which also tells the affected units' sockets after commit.
 */

import { ErrorCodes } from '../../../contract/errors';
import { PgCodes, pgConstraint, pgErrorCode, type Queryable } from '../db/database';
import { fail } from '../errors';
import { lockAccount, resolveAccount, type AccountBalance, type AccountRef } from './accounts';

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
  /** Those units' account balances as this transfer leaves them, read in the same statement. */
  balances: Map<number, AccountBalance[]>;
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
  return { transfer: existing, replayed: true, unitIds: [], balances: new Map() };
}

function checkInput(input: TransferInput): void {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new Error(`ledger: amount must be a positive integer of minor units, got ${input.amount}`);
  }
  if (input.idempotencyKey.length === 0) throw new Error('ledger: an idempotency key is required');
}

/** The WHERE clause naming one account (through the partial unique indexes), its parameters from `$first`. */
function accountWhere(ref: AccountRef, first: number): { sql: string; params: unknown[] } {
  if ('unitId' in ref) return { sql: `unit_id = $${first} AND kind = $${first + 1}`, params: [ref.unitId, ref.kind] };
  return {
    sql: `unit_id IS NULL AND kind = $${first} AND currency = $${first + 1}`,
    params: [ref.system, ref.currency],
  };
}

interface MoveRow extends Partial<TransferRow> {
  debit_id: number;
  debit_unit_id: number | null;
  debit_currency: string;
  credit_id: number;
  credit_unit_id: number | null;
  credit_currency: string;
  unit_balances: Array<AccountBalance & { unit_id: number }> | null;
}

/**
 * One round trip: both accounts named, the transfer row written under its key, and the player side(s) moved.
 * A system account's row is neither locked nor changed (its balance is the sum of its transfers), so transfers
 * through one clearing account run side by side; a player account's row is locked by its UPDATE until commit.
 * No row: an account does not exist yet.
 */
async function move(tx: Queryable, input: TransferInput): Promise<MoveRow | undefined> {
  const params: unknown[] = [input.idempotencyKey, input.amount, input.kind, JSON.stringify(input.metadata ?? {})];
  const debit = accountWhere(input.from, params.length + 1);
  params.push(...debit.params);
  const credit = accountWhere(input.to, params.length + 1);
  params.push(...credit.params);
  const found = await tx.query<MoveRow>(
    `WITH debit AS (SELECT id, unit_id, currency FROM ledger_accounts WHERE ${debit.sql}),
     credit AS (SELECT id, unit_id, currency FROM ledger_accounts WHERE ${credit.sql}),
     inserted AS (
       INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount, kind, metadata)
       SELECT $1, debit.id, credit.id, $2, $3, $4 FROM debit, credit
       WHERE debit.currency = credit.currency AND debit.id <> credit.id
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING ${COLUMNS}),
     moved AS (
       UPDATE ledger_accounts a
       SET balance = a.balance + CASE WHEN a.id = i.credit_account_id THEN i.amount ELSE -i.amount END
       FROM inserted i
       WHERE a.id IN (i.debit_account_id, i.credit_account_id) AND a.unit_id IS NOT NULL
       RETURNING a.id, a.balance)
     SELECT d.id AS debit_id, d.unit_id AS debit_unit_id, d.currency AS debit_currency,
       c.id AS credit_id, c.unit_id AS credit_unit_id, c.currency AS credit_currency,
       ${COLUMNS.split(', ')
         .map((column) => `i.${column}`)
         .join(', ')},
       -- The moved units' balances after the move: this statement's snapshot, with the moved rows' new values.
       (SELECT json_agg(json_build_object('unit_id', a.unit_id, 'kind', a.kind,
                'balance', COALESCE(m.balance, a.balance)))
        FROM ledger_accounts a LEFT JOIN moved m ON m.id = a.id
        WHERE a.unit_id IN (d.unit_id, c.unit_id) AND i.id IS NOT NULL) AS unit_balances
     FROM debit d CROSS JOIN credit c LEFT JOIN inserted i ON true`,
    params,
  );
  return found.rows[0];
}

/**
 * The CHECK constraint keeps a player account from going below zero: its violation, from a transfer or from an inline
 * one (inline.ts), is the player's no_funds; any other error is itself.
 */
export function asNoFunds(error: unknown): unknown {
  const overdrawn =
    pgErrorCode(error) === PgCodes.checkViolation && pgConstraint(error) === 'ledger_accounts_player_non_negative';
  return overdrawn ? fail(ErrorCodes.noFunds) : error;
}

/** Moves `amount` from one account to another in `tx`; a player account never goes below zero (no_funds). */
export async function transferInTransaction(tx: Queryable, input: TransferInput): Promise<TransferOutcome> {
  checkInput(input);
  if ('unitId' in input.from && 'unitId' in input.to) {
    // Two player rows in one UPDATE would be locked in no set order: lock them in id order first, so two
    // transfers over the same pair of player accounts cannot deadlock.
    const ids = [await resolveAccount(tx, input.from), await resolveAccount(tx, input.to)].sort((a, b) => a - b);
    for (const id of ids) await lockAccount(tx, id);
  }
  let row: MoveRow | undefined;
  try {
    row = await move(tx, input);
    if (!row) {
      // A system account of a new currency is opened on first use; a player account must exist.
      await resolveAccount(tx, input.from);
      await resolveAccount(tx, input.to);
      row = await move(tx, input);
    }
  } catch (error) {
    throw asNoFunds(error);
  }
  if (!row) throw new Error('ledger: a transfer account could not be opened');
  const debitId = Number(row.debit_id);
  const creditId = Number(row.credit_id);
  if (debitId === creditId) throw new Error('ledger: a transfer needs two different accounts');
  if (row.debit_currency !== row.credit_currency) {
    throw new Error(`ledger: cannot move ${row.debit_currency} into a ${row.credit_currency} account`);
  }
  if (row.id === null || row.id === undefined) {
    // The key was recorded before, or by a concurrent transaction we waited for.
    const earlier = await findByKey(tx, input.idempotencyKey);
    if (!earlier) throw new Error(`ledger: transfer ${input.idempotencyKey} conflicted but cannot be read`);
    return replay(earlier, debitId, creditId, input);
  }
  const unitIds = [row.debit_unit_id, row.credit_unit_id]
    .filter((id): id is number => id !== null)
    .map((id) => Number(id));
  const balances = new Map<number, AccountBalance[]>(unitIds.map((id) => [id, []]));
  for (const account of row.unit_balances ?? []) balances.get(Number(account.unit_id))?.push(account);
  return { transfer: toTransfer(row as TransferRow), replayed: false, unitIds, balances };
}
