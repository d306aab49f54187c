/**
 * The rules of responsible gambling as pure functions of a player's row, limits and usage at one instant: which
 * change applies at once and which waits out its cooling-off, when a restriction ends, and what a bet or deposit may
 * still take.
 */

import { ErrorCodes } from '../../../../contract/errors';
import {
  RG_COOLING_OFF_MS,
  RG_SESSION_IDLE_MS,
  RgPeriods,
  type RgLimit,
  type RgLimitKind,
  type RgOperatorExclusionPeriod,
  type RgRestrictionKind,
  type RgSelfExclusionPeriod,
  type RgSession,
  type RgTimeOutPeriod,
} from '../../../../contract/rg';
import { fail } from '../../errors';
import type { LimitRow, RgRow, Usage } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new limit of `amount` (null: none) against the one in force: tighter at once, looser after the cooling-off. */
export function changeLimit(current: LimitRow, amount: number | null, now: Date): LimitRow {
  const tighter = amount !== null && (current.amount === null || amount <= current.amount);
  if (tighter) return { ...current, amount, pending: false, pendingAmount: null, pendingAt: null };
  if (current.amount === null) return { ...current, pending: false, pendingAmount: null, pendingAt: null };
  return { ...current, pending: true, pendingAmount: amount, pendingAt: new Date(now.getTime() + RG_COOLING_OFF_MS) };
}

/** A looser limit confirmed: only once its cooling-off is over. */
export function confirmLimit(current: LimitRow, now: Date): LimitRow {
  if (!current.pending || current.pendingAt === null) throw fail(ErrorCodes.rgNothingPending);
  if (now.getTime() < current.pendingAt.getTime()) throw fail(ErrorCodes.rgCoolingOff);
  return { ...current, amount: current.pendingAmount, pending: false, pendingAmount: null, pendingAt: null };
}

/** The row with a waiting session setting applied once its cooling-off is over. */
export function settled(row: RgRow, now: Date): RgRow {
  let next = row;
  if (row.pendingSession && row.pendingSessionAt && row.pendingSessionAt.getTime() <= now.getTime()) {
    const pending = row.pendingSession;
    next = {
      ...row,
      sessionLimitMinutes:
        pending.session_limit_minutes === undefined ? row.sessionLimitMinutes : pending.session_limit_minutes,
      realityCheckMinutes: pending.reality_check_minutes ?? row.realityCheckMinutes,
      pendingSession: null,
      pendingSessionAt: null,
    };
  }
  if (next.restrictedUntil && next.restrictedUntil.getTime() <= now.getTime()) {
    next = { ...next, restriction: null, restrictedUntil: null };
  }
  return next;
}

/** New session settings: each tighter one at once, each looser one (or a removed session limit) after 24 hours. */
export function changeSession(
  row: RgRow,
  request: { session_limit_minutes?: number | null; reality_check_minutes?: number },
  now: Date,
): RgRow {
  const next: RgRow = { ...row };
  const waiting: NonNullable<RgRow['pendingSession']> = {};
  if (request.session_limit_minutes !== undefined) {
    const wanted = request.session_limit_minutes;
    const current = row.sessionLimitMinutes;
    if (wanted !== null && (current === null || wanted <= current)) next.sessionLimitMinutes = wanted;
    else if (wanted !== current) waiting.session_limit_minutes = wanted;
  } else if (row.pendingSession?.session_limit_minutes !== undefined) {
    waiting.session_limit_minutes = row.pendingSession.session_limit_minutes;
  }
  if (request.reality_check_minutes !== undefined) {
    const wanted = request.reality_check_minutes;
    if (wanted <= row.realityCheckMinutes) {
      next.realityCheckMinutes = wanted;
      // A shorter interval brings the next check forward.
      const due = new Date(now.getTime() + wanted * 60_000);
      if (next.realityCheckDueAt && due < next.realityCheckDueAt) next.realityCheckDueAt = due;
    } else waiting.reality_check_minutes = wanted;
  } else if (row.pendingSession?.reality_check_minutes !== undefined) {
    waiting.reality_check_minutes = row.pendingSession.reality_check_minutes;
  }
  const changed = Object.keys(waiting).length > 0;
  const sameAsBefore = JSON.stringify(waiting) === JSON.stringify(row.pendingSession ?? {});
  next.pendingSession = changed ? waiting : null;
  next.pendingSessionAt = changed
    ? sameAsBefore && row.pendingSessionAt
      ? row.pendingSessionAt
      : new Date(now.getTime() + RG_COOLING_OFF_MS)
    : null;
  return next;
}

function addMonths(at: Date, months: number): Date {
  const until = new Date(at.getTime());
  until.setUTCMonth(until.getUTCMonth() + months);
  return until;
}

export type RgRestrictionPeriod = RgTimeOutPeriod | RgSelfExclusionPeriod | RgOperatorExclusionPeriod;

const TIME_OUT_DAYS: Record<RgTimeOutPeriod, number> = { '24h': 1, '7d': 7, '30d': 30, '42d': 42 };
const EXCLUSION_MONTHS: Record<RgSelfExclusionPeriod, number> = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 };

/** When a restriction of `period` taken at `now` ends: days for a time-out (and a 30-day exclusion), else months. */
export function restrictionUntil(kind: RgRestrictionKind, period: RgRestrictionPeriod, now: Date): Date {
  if (kind === 'time_out' || period === '30d') {
    return new Date(now.getTime() + TIME_OUT_DAYS[period as RgTimeOutPeriod] * DAY_MS);
  }
  return addMonths(now, EXCLUSION_MONTHS[period as RgSelfExclusionPeriod]);
}

/** An exclusion (the player's or the operator's) outweighs a time-out. */
const WEIGHT: Record<RgRestrictionKind, number> = { time_out: 0, self_exclusion: 1, operator_exclusion: 1 };

/**
 * A new restriction on top of the one in force: nothing lifts or shortens a restriction, so the later end stands. It
 * is named by the heavier kind (an exclusion stays one), and between two exclusions by the one that ends later.
 */
export function restrict(row: RgRow, kind: RgRestrictionKind, until: Date): RgRow {
  const current = row.restriction && row.restrictedUntil ? { kind: row.restriction, until: row.restrictedUntil } : null;
  if (!current) return { ...row, restriction: kind, restrictedUntil: until };
  const end = current.until > until ? current.until : until;
  const weight = WEIGHT[kind] - WEIGHT[current.kind];
  const named = weight > 0 || (weight === 0 && until > current.until) ? kind : current.kind;
  return { ...row, restriction: named, restrictedUntil: end };
}

const RESTRICTION_CODES: Record<RgRestrictionKind, string> = {
  time_out: ErrorCodes.rgTimedOut,
  self_exclusion: ErrorCodes.rgSelfExcluded,
  operator_exclusion: ErrorCodes.rgOperatorExcluded,
};

/** The refusal of a gambling or money-in call while `restriction` holds (403). */
export function restrictionCode(restriction: RgRestrictionKind): string {
  return RESTRICTION_CODES[restriction];
}

/**
 * 403 while a time-out or an exclusion holds (a settled row: an ended one is gone), or while the national register's
 * refusal stands (national-register.ts).
 */
export function assertNotRestricted(row: RgRow): void {
  if (row.restriction) throw fail(restrictionCode(row.restriction));
  if (row.nationalExcludedAt) throw fail(ErrorCodes.rgNationallyExcluded);
}

/** What a limit has used in its period: deposits, net loss (never below 0) or wagered. */
export function usedOf(kind: RgLimitKind, usage: Usage[keyof Usage]): number {
  if (kind === 'deposit') return usage.deposit;
  if (kind === 'wager') return usage.wager;
  return Math.max(0, usage.wager - usage.win);
}

/** The limits in force as the player sees them, in a fixed order. */
export function limitViews(limits: LimitRow[], usage: Usage): RgLimit[] {
  const order = (limit: LimitRow) =>
    ['deposit', 'loss', 'wager'].indexOf(limit.kind) * 3 + RgPeriods.indexOf(limit.period);
  return limits
    .filter((limit): limit is LimitRow & { amount: number } => limit.amount !== null)
    .sort((a, b) => order(a) - order(b))
    .map((limit) => {
      const used = usedOf(limit.kind, usage[limit.period]);
      return {
        kind: limit.kind,
        period: limit.period,
        amount: limit.amount,
        used,
        remaining: Math.max(0, limit.amount - used),
        pending:
          limit.pending && limit.pendingAt
            ? { amount: limit.pendingAmount, effective_at: limit.pendingAt.toISOString() }
            : null,
      };
    });
}

/**
 * Deposit of `amount` against the deposit limits, and a bet of `amount` against the loss limits (as if it loses) and
 * the wager limits: 422 with the first limit it would pass.
 */
export function assertWithinLimits(limits: LimitRow[], usage: Usage, what: 'deposit' | 'bet', amount: number): void {
  for (const limit of limits) {
    if (limit.amount === null) continue;
    const period = usage[limit.period];
    if (what === 'deposit' && limit.kind === 'deposit' && period.deposit + amount > limit.amount) {
      throw fail(ErrorCodes.rgDepositLimitReached);
    }
    if (what === 'bet' && limit.kind === 'loss' && period.wager - period.win + amount > limit.amount) {
      throw fail(ErrorCodes.rgLossLimitReached);
    }
    if (what === 'bet' && limit.kind === 'wager' && period.wager + amount > limit.amount) {
      throw fail(ErrorCodes.rgWagerLimitReached);
    }
  }
}

/**
 * Whether the play session is still open at `now`: a bet within RG_SESSION_IDLE_MS, or, once it reached the session
 * limit, until a break of RG_SESSION_IDLE_MS after that (refused bets do not count as play, nor end the break early).
 */
export function sessionOpen(row: RgRow, now: Date): boolean {
  if (row.sessionStartedAt === null || row.sessionLastBetAt === null) return false;
  const at = now.getTime();
  const idleEnd = row.sessionLastBetAt.getTime() + RG_SESSION_IDLE_MS;
  if (at < idleEnd) return true;
  if (row.sessionLimitMinutes === null) return false;
  const limitAt = row.sessionStartedAt.getTime() + row.sessionLimitMinutes * 60_000;
  return limitAt < idleEnd && at < limitAt + RG_SESSION_IDLE_MS;
}

export function sessionView(row: RgRow, now: Date): RgSession | null {
  if (row.sessionStartedAt === null) return null;
  return {
    started_at: row.sessionStartedAt.toISOString(),
    elapsed_ms: Math.max(0, now.getTime() - row.sessionStartedAt.getTime()),
    wagered: row.sessionWagered,
    won: row.sessionWon,
    net_position: row.sessionWon - row.sessionWagered,
  };
}
