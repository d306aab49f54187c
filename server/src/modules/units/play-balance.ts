/**
 * Play balances (contract/play-money.ts): on a site without real money, what games play with, one per unit, kept in
 * play_balances outside the ledger. Only the wallet moves one (a play bet, win or rollback, with the unit locked) and
 * only a refill tops it up; nothing turns it into money or money into it. A unit without a row has PLAY_BALANCE_START.
 */

import type { FinAccount } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import { PLAY_BALANCE_REFILL_BELOW, PLAY_BALANCE_START } from '../../../../contract/play-money';
import { SocketEvents, type UnitUpdatedPayload } from '../../../../contract/socket';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { readFinAccount } from '../../ledger/accounts';
import { createLedger, unitChannel, type Book } from '../../ledger/ledger';
import { siteUnitConfig } from './config';
import { realMoneyEnabled } from './real-money';
import { lockUnit } from './tokens';

/** The play balances of the units, read together; a unit without a row has the starting amount. */
export async function readPlayBalances(q: Queryable, unitIds: readonly number[]): Promise<Map<number, number>> {
  const { rows } = await q.query<{ unit_id: number | string; balance: number | string }>(
    'SELECT unit_id, balance FROM play_balances WHERE unit_id = ANY($1::bigint[])',
    [[...unitIds]],
  );
  const found = new Map(rows.map((row) => [Number(row.unit_id), Number(row.balance)]));
  return new Map(unitIds.map((unitId) => [unitId, found.get(unitId) ?? PLAY_BALANCE_START]));
}

/**
 * One unit's play balance (a game server's balance call on a play-money site). Its own statement, not
 * readPlayBalances with one id: PostgreSQL plans a statement over an array again at every call, since its cached plan,
 * made for an array of any length, looks dearer than one for the id given (docs/scaling.md).
 */
export async function readPlayBalance(q: Queryable, unitId: number): Promise<number> {
  const { rows } = await q.query<{ balance: number | string | null }>(
    `SELECT ${playBalanceSql('$1::bigint')} AS balance`,
    [unitId],
  );
  return playBalanceOf(rows[0]?.balance ?? null);
}

/**
 * SQL answering the stored play balance of the unit `unitSql` names (a parameter or a column), null when it has no
 * row: for a caller that reads it in the same round trip as its own rows. Read it with playBalanceOf.
 */
export function playBalanceSql(unitSql: string): string {
  return `(SELECT balance FROM play_balances WHERE unit_id = ${unitSql})`;
}

/** A unit's play balance from what playBalanceSql read: a unit without a row has the starting amount. */
export function playBalanceOf(stored: number | string | null): number {
  return stored === null ? PLAY_BALANCE_START : Number(stored);
}

/**
 * Adds `delta` (negative: a bet) to the unit's play balance and answers the new balance; a bet above it is
 * fin_ctx:fin_ops:no_funds and changes nothing. Call with the unit locked: its calls run one at a time, and the
 * balance's CHECK backs the never-negative rule up.
 */
export async function movePlayBalance(tx: Queryable, unitId: number, delta: number, now: Date): Promise<number> {
  const { rows } = await tx.query<{ balance: number | string }>(
    `INSERT INTO play_balances AS p (unit_id, balance, updated_at)
     SELECT $1, $2::bigint + $3::bigint, $4 WHERE $2::bigint + $3::bigint >= 0
     ON CONFLICT (unit_id) DO UPDATE SET balance = p.balance + $3::bigint, updated_at = $4
       WHERE p.balance + $3::bigint >= 0
     RETURNING balance`,
    [unitId, PLAY_BALANCE_START, delta, now],
  );
  if (!rows[0]) throw fail(ErrorCodes.noFunds);
  return Number(rows[0].balance);
}

/**
 * Tops the unit's play balance up to PLAY_BALANCE_START when it is below PLAY_BALANCE_REFILL_BELOW; otherwise
 * units_ctx:play:refill_not_needed. Setting (not adding) makes a second refill at once find nothing to do.
 */
export async function refillPlayBalance(tx: Queryable, unitId: number, now: Date): Promise<number> {
  const { rows } = await tx.query<{ balance: number | string }>(
    `UPDATE play_balances SET balance = $2, refilled_at = $4, updated_at = $4
     WHERE unit_id = $1 AND balance < $3 RETURNING balance`,
    [unitId, PLAY_BALANCE_START, PLAY_BALANCE_REFILL_BELOW, now],
  );
  if (!rows[0]) throw fail(ErrorCodes.playRefillNotNeeded);
  return Number(rows[0].balance);
}

/**
 * After commit, the unit's sockets hear the play balance beside the unit's money (balance_updated, as a transfer's
 * push), read in `tx` when not given.
 */
export async function announcePlayBalance(
  tx: Queryable,
  book: Pick<Book, 'publish'>,
  unitId: number,
  playBalance: number,
  finAccount?: FinAccount,
): Promise<void> {
  const payload: UnitUpdatedPayload = {
    action: 'balance_updated',
    unit: { fin_account: finAccount ?? (await readFinAccount(tx, unitId)), play_balance: playBalance },
  };
  book.publish(unitChannel(unitId), { event: SocketEvents.unitUpdated, payload });
}

/**
 * POST hp/units/play_balance/refill (contract/play-money.ts): the unit's play balance back to the start, under the
 * unit's lock; `userId`, when the call carried a bearer, must be the unit's player. Answers the new play balance.
 */
export function refillPlayBalanceOf(
  ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'log'>,
  token: string,
  userId: number | undefined,
): Promise<number> {
  return createLedger(ctx).run(async (tx, book) => {
    const now = ctx.clock.now();
    const unit = await lockUnit(tx, token, now);
    if (userId !== undefined && unit.userId !== userId) throw fail(ErrorCodes.unitNotOwned);
    if (realMoneyEnabled(await siteUnitConfig(tx, unit.siteId))) throw fail(ErrorCodes.playNotOffered);
    // The row exists once the balance has moved; one that never moved is at the start, above the floor.
    const playBalance = await refillPlayBalance(tx, unit.unitId, now);
    await announcePlayBalance(tx, book, unit.unitId, playBalance);
    return playBalance;
  });
}
