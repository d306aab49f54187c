/**
 * The checks other modules run inside the transaction that moves a player's money, after locking the unit: the
 * player's RG row is locked, the restriction, session and limits are checked against the movements of the rolling
 * periods, and the movement is recorded, so concurrent calls of one player are checked one after another and none can
 * pass a limit another has used up. An anonymous unit (no player) has no RG row: nothing is checked.
 */

import { RgSocketEvents, type RgRealityCheckPayload, type RgSessionPayload } from '../../../../contract/rg';
import { ErrorCodes } from '../../../../contract/errors';
import type { AppContext, Clock } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError, fail } from '../../errors';
import { unitChannel, type Book } from '../../ledger/ledger';
import { sqlParams, type Param } from '../../db/params';
import {
  betLimits,
  lockRgRow,
  readLimits,
  readRgRow,
  readUsage,
  recordMovement,
  rgLimitsOf,
  rgReadsSql,
  rgRowOf,
  rgWritesSql,
  updateRgRow,
  type LimitRow,
  type Movement,
  type RgReadColumns,
  type RgRow,
  type Usage,
} from './repository';
import { stateOf } from './state';
import { assertNotRestricted, assertWithinLimits, sessionOpen, sessionView, settled } from './rules';

export type RgClockSource = Pick<AppContext, 'clock' | 'rgClock'>;

/** The clock RG reads: the server's (movable in the sandbox), or the plain one. */
export function rgClockOf(ctx: RgClockSource): Clock {
  return ctx.rgClock ?? ctx.clock;
}

type Publisher = Pick<Book, 'publish'>;

/** Where a money call tells the player's devices what changed; `unitId` is the unit the call moved money on. */
export interface GuardCall {
  userId: number | null;
  unitId: number;
  amount: number;
  /** what moved the money, for the record (e.g. 'acoin_load', 'payment', 'wallet_bet') */
  source: string;
}

/** The `unit_updated`-free RG events go on the unit's own channel, as its balance does. */
function push(book: Publisher, unitId: number, event: string, payload: unknown): void {
  book.publish(unitChannel(unitId), { event, payload });
}

/**
 * Money in (a voucher load, a paid callback, a ticket, a funded unit taken in): refused while a restriction holds
 * (403) and over a deposit limit (422); recorded otherwise. Run before the transfer, in its transaction.
 */
export async function admitDeposit(
  tx: Queryable,
  ctx: RgClockSource,
  call: GuardCall,
  book?: Publisher,
): Promise<void> {
  const movements = await admitLockedDeposit(tx, ctx, call, null, book);
  for (const movement of movements) await recordMovement(tx, { ...movement, userId: call.userId! });
}

/**
 * As admitDeposit, for a call that locked the player's RG row in a statement of its own, after its unit
 * (lockedRgRowCte; `locked` is its JSON, null when the player has none yet: it is made and locked here), and writes
 * the movement in its next statement (rgWritesSql): answers the movements to write there. Where a deposit limit is
 * in force the movement is recorded here and none is answered: what the limits have left is pushed with it counted.
 * `read` is the player's deposit limits when the call read them itself after that lock (readLimits), else null.
 */
export async function admitLockedDeposit(
  tx: Queryable,
  ctx: RgClockSource,
  call: GuardCall,
  locked: Record<string, unknown> | null,
  book?: Publisher,
  read: LimitRow[] | null = null,
): Promise<Movement[]> {
  if (call.userId === null) return [];
  const now = rgClockOf(ctx).now();
  const row = settled(locked === null ? await lockRgRow(tx, call.userId) : rgRowOf(locked), now);
  assertNotRestricted(row);
  const deposits = locked === null || read === null ? await readLimits(tx, call.userId, ['deposit']) : read;
  const limits = deposits.filter((limit) => limit.amount !== null);
  const movement: Movement = { kind: 'deposit', amount: call.amount, at: now, source: call.source };
  if (limits.length === 0) return [movement];
  assertWithinLimits(limits, await readUsage(tx, call.userId, now), 'deposit', call.amount);
  await recordMovement(tx, { ...movement, userId: call.userId });
  // What the limits have left changed: the player's screens hear it after commit.
  if (book) await pushState(tx, book, call.unitId, row, now);
  return [];
}

async function pushState(tx: Queryable, book: Publisher, unitId: number, row: RgRow, now: Date): Promise<void> {
  push(book, unitId, RgSocketEvents.updated, { rg: await stateOf(tx, row, now) });
}

/**
 * As admitDeposit, but a refusal by the player's limits or restriction is answered (its error code) rather than
 * thrown, for a provider's callback: the caller records the refund in the same transaction.
 */
export async function depositRefusal(
  tx: Queryable,
  ctx: RgClockSource,
  call: GuardCall,
  book?: Publisher,
): Promise<string | null> {
  try {
    await admitDeposit(tx, ctx, call, book);
    return null;
  } catch (error) {
    if (error instanceof ApiError && RG_DEPOSIT_REFUSALS.has(error.code)) return error.code;
    throw error;
  }
}

const RG_DEPOSIT_REFUSALS = new Set<string>([
  ErrorCodes.rgDepositLimitReached,
  ErrorCodes.rgTimedOut,
  ErrorCodes.rgSelfExcluded,
  ErrorCodes.rgOperatorExcluded,
  ErrorCodes.rgNationallyExcluded,
]);

/**
 * A check before money in starts or a game opens (no lock: the call that moves the money checks again under it):
 * 403 while a restriction holds.
 */
export async function assertMayPlayOrDeposit(q: Queryable, ctx: RgClockSource, userId: number | null): Promise<void> {
  if (userId === null) return;
  assertNotRestricted(settled(await readRgRow(q, userId), rgClockOf(ctx).now()));
}

export type BetAdmission = { admitted: true } | { admitted: false; code: string };

/**
 * A wallet call's hold on the player's RG row: the row as its first statement locked it (after the unit:
 * lockedRgRowCte), what its next statement read under the lock (rgReadsSql), and, as admitBet and recordSettlement
 * run, the row as they leave it and the movements they record, which the call's last statement writes (rgWritesSql
 * through holdWritesSql). One call's checks thus cost no statement of their own.
 */
export interface RgHold {
  userId: number;
  /** The RG clock's instant of the call: the usage was read as of it, and its movements are recorded at it. */
  at: Date;
  row: RgRow;
  limits: LimitRow[];
  /** Null when no loss or wager limit is in force: nothing to weigh a bet against. */
  usage: Usage | null;
  movements: Movement[];
  /** The row changed: the last statement writes it. */
  changed: boolean;
}

/**
 * The call's hold from the row its first statement locked (its JSON; null when the player has none yet) and the
 * limits its second read; without them (`read` undefined), read now. A player's first call makes the row and reads
 * again under its lock. The usage is read, in a statement of its own, only when a loss or wager limit is in force.
 */
export async function holdRg(
  tx: Queryable,
  userId: number | null,
  at: Date,
  locked: Record<string, unknown> | null,
  read?: RgReadColumns,
): Promise<RgHold | null> {
  if (userId === null) return null;
  let row: RgRow;
  if (locked === null || read === undefined) {
    row = locked === null ? await lockRgRow(tx, userId) : rgRowOf(locked);
    const { values, param } = sqlParams();
    read = (await tx.query<RgReadColumns>(`SELECT ${rgReadsSql(userId, param)}`, values)).rows[0]!;
  } else row = rgRowOf(locked);
  const limits = rgLimitsOf(read);
  const usage = betLimits(limits).length > 0 ? await readUsage(tx, userId, at) : null;
  return { userId, at, row, limits, usage, movements: [], changed: false };
}

/** The CTEs writing what the hold's checks recorded (see rgWritesSql), for the call's last statement. */
export function holdWritesSql(hold: RgHold | null, param: Param): string {
  if (hold === null) return '';
  return rgWritesSql(hold.userId, { movements: hold.movements, row: hold.changed ? hold.row : null }, param);
}

/** The usage with the hold's movements counted (each at `at`, inside every period). */
function usageNow(hold: RgHold): Usage {
  const usage = structuredClone(hold.usage!);
  for (const movement of hold.movements) {
    for (const period of Object.values(usage)) period[movement.kind] += movement.amount;
  }
  return usage;
}

async function pushHeldState(tx: Queryable, book: Publisher, unitId: number, hold: RgHold): Promise<void> {
  const rg = await stateOf(tx, hold.row, hold.at, { limits: hold.limits, usage: usageNow(hold) });
  push(book, unitId, RgSocketEvents.updated, { rg });
}

/**
 * A bet: refused while a restriction holds (403), past the session limit (403), and over a loss or wager limit as if
 * it loses (422), by throwing. A reality check that has fallen due refuses the bet too, but answers instead of
 * throwing: the caller commits (the check is marked shown and pushed, so the next bet goes through) and then refuses.
 * An admitted bet is recorded in the hold. A `play` bet (play money, contract/play-money.ts) meets the restriction,
 * session limit and reality check the same way and opens or keeps the session, but no limit, movement or session money
 * figure counts it: no money moves.
 */
export async function admitBet(
  tx: Queryable,
  book: Publisher,
  call: GuardCall & { play?: boolean },
  hold: RgHold | null,
): Promise<BetAdmission> {
  if (hold === null) return { admitted: true };
  const now = hold.at;
  let row = settled(hold.row, now);
  assertNotRestricted(row);
  const open = sessionOpen(row, now);
  if (open) {
    const elapsed = now.getTime() - row.sessionStartedAt!.getTime();
    if (row.sessionLimitMinutes !== null && elapsed >= row.sessionLimitMinutes * 60_000) {
      throw fail(ErrorCodes.rgSessionLimitReached);
    }
    if (row.realityCheckDueAt !== null && row.realityCheckDueAt.getTime() <= now.getTime()) {
      row = { ...row, realityCheckDueAt: new Date(now.getTime() + row.realityCheckMinutes * 60_000) };
      await updateRgRow(tx, row);
      const payload: RgRealityCheckPayload = {
        session: sessionView(row, now)!,
        reality_check_minutes: row.realityCheckMinutes,
      };
      push(book, call.unitId, RgSocketEvents.realityCheck, payload);
      return { admitted: false, code: ErrorCodes.rgRealityCheckDue };
    }
  }
  const limits = call.play ? [] : betLimits(hold.limits);
  if (limits.length > 0) assertWithinLimits(limits, usageNow(hold), 'bet', call.amount);
  const wagered = call.play ? 0 : call.amount;
  if (!call.play) hold.movements.push({ kind: 'wager', amount: wagered, at: now, source: call.source });
  hold.row = open
    ? { ...row, sessionLastBetAt: now, sessionWagered: row.sessionWagered + wagered }
    : {
        ...row,
        sessionStartedAt: now,
        sessionLastBetAt: now,
        sessionWagered: wagered,
        sessionWon: 0,
        realityCheckDueAt: new Date(now.getTime() + row.realityCheckMinutes * 60_000),
      };
  hold.changed = true;
  pushSession(book, call.unitId, hold.row, now);
  if (limits.length > 0) await pushHeldState(tx, book, call.unitId, hold);
  return { admitted: true };
}

/** The player's devices hear the session a bet or win counted in (nothing while none is open). */
export function pushSession(book: Publisher, unitId: number, row: RgRow, now: Date): void {
  const session = sessionView(row, now);
  if (session) push(book, unitId, RgSocketEvents.session, { session } satisfies RgSessionPayload);
}

/** A win paid (or a bet rolled back: `kind` 'rollback'), counted in the periods and the session of the hold. */
export async function recordSettlement(
  tx: Queryable,
  book: Publisher,
  call: GuardCall & { kind: 'win' | 'rollback' },
  hold: RgHold | null,
): Promise<void> {
  if (hold === null || call.amount <= 0) return;
  const win = call.kind === 'win';
  hold.movements.push({
    kind: win ? 'win' : 'wager',
    amount: win ? call.amount : -call.amount,
    at: hold.at,
    source: call.source,
  });
  const row = hold.row;
  if (row.sessionStartedAt !== null) {
    hold.row = win
      ? { ...row, sessionWon: row.sessionWon + call.amount }
      : { ...row, sessionWagered: row.sessionWagered - call.amount };
    hold.changed = true;
    pushSession(book, call.unitId, hold.row, hold.at);
  }
  if (betLimits(hold.limits).length > 0) await pushHeldState(tx, book, call.unitId, hold);
}
