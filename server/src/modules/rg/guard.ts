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
import { lockRgRow, readLimits, readRgRow, readUsage, recordMovement, updateRgRow, type RgRow } from './repository';
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
  if (call.userId === null) return;
  const now = rgClockOf(ctx).now();
  const row = settled(await lockRgRow(tx, call.userId), now);
  assertNotRestricted(row);
  const limits = (await readLimits(tx, call.userId, ['deposit'])).filter((limit) => limit.amount !== null);
  if (limits.length > 0) assertWithinLimits(limits, await readUsage(tx, call.userId, now), 'deposit', call.amount);
  await recordMovement(tx, { userId: call.userId, kind: 'deposit', amount: call.amount, at: now, source: call.source });
  // What the limits have left changed: the player's screens hear it after commit.
  if (limits.length > 0 && book) await pushState(tx, book, call.unitId, row, now);
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
 * A bet: refused while a restriction holds (403), past the session limit (403), and over a loss or wager limit as if
 * it loses (422), by throwing. A reality check that has fallen due refuses the bet too, but answers instead of
 * throwing: the caller commits (the check is marked shown and pushed, so the next bet goes through) and then refuses.
 */
export async function admitBet(
  tx: Queryable,
  ctx: RgClockSource,
  book: Publisher,
  call: GuardCall,
): Promise<BetAdmission> {
  if (call.userId === null) return { admitted: true };
  const now = rgClockOf(ctx).now();
  let row = settled(await lockRgRow(tx, call.userId), now);
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
  const limits = (await readLimits(tx, call.userId, ['loss', 'wager'])).filter((limit) => limit.amount !== null);
  if (limits.length > 0) assertWithinLimits(limits, await readUsage(tx, call.userId, now), 'bet', call.amount);
  await recordMovement(tx, { userId: call.userId, kind: 'wager', amount: call.amount, at: now, source: call.source });
  const next: RgRow = open
    ? { ...row, sessionLastBetAt: now, sessionWagered: row.sessionWagered + call.amount }
    : {
        ...row,
        sessionStartedAt: now,
        sessionLastBetAt: now,
        sessionWagered: call.amount,
        sessionWon: 0,
        realityCheckDueAt: new Date(now.getTime() + row.realityCheckMinutes * 60_000),
      };
  await updateRgRow(tx, next);
  pushSession(book, call.unitId, next, now);
  if (limits.length > 0) await pushState(tx, book, call.unitId, next, now);
  return { admitted: true };
}

function pushSession(book: Publisher, unitId: number, row: RgRow, now: Date): void {
  const session = sessionView(row, now);
  if (session) push(book, unitId, RgSocketEvents.session, { session } satisfies RgSessionPayload);
}

/** A win paid (or a bet rolled back: `kind` 'rollback'), counted in the periods and the session. */
export async function recordSettlement(
  tx: Queryable,
  ctx: RgClockSource,
  book: Publisher,
  call: GuardCall & { kind: 'win' | 'rollback' },
): Promise<void> {
  if (call.userId === null || call.amount <= 0) return;
  const now = rgClockOf(ctx).now();
  const row = await lockRgRow(tx, call.userId);
  const win = call.kind === 'win';
  await recordMovement(tx, {
    userId: call.userId,
    kind: win ? 'win' : 'wager',
    amount: win ? call.amount : -call.amount,
    at: now,
    source: call.source,
  });
  const limits = (await readLimits(tx, call.userId, ['loss', 'wager'])).filter((limit) => limit.amount !== null);
  let next = row;
  if (row.sessionStartedAt !== null) {
    next = win
      ? { ...row, sessionWon: row.sessionWon + call.amount }
      : { ...row, sessionWagered: row.sessionWagered - call.amount };
    await updateRgRow(tx, next);
    pushSession(book, call.unitId, next, now);
  }
  if (limits.length > 0) await pushState(tx, book, call.unitId, next, now);
}
