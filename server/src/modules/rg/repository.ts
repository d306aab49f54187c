/**
 * The SQL of responsible gambling: a player's rg_players row (locked by every money call of theirs, after the unit),
 * their limits, and the movements the rolling periods add up.
 */

import { RG_PERIOD_MS, type RgLimitKind, type RgPeriod, type RgRestrictionKind } from '../../../../contract/rg';
import { siteUnitConfig } from '../units/config';
import { realMoneyEnabled } from '../units/real-money';
import type { Queryable } from '../../db/database';

export interface RgRow {
  userId: number;
  sessionLimitMinutes: number | null;
  realityCheckMinutes: number;
  pendingSession: { session_limit_minutes?: number | null; reality_check_minutes?: number } | null;
  pendingSessionAt: Date | null;
  restriction: RgRestrictionKind | null;
  restrictedUntil: Date | null;
  sessionStartedAt: Date | null;
  sessionLastBetAt: Date | null;
  sessionWagered: number;
  sessionWon: number;
  realityCheckDueAt: Date | null;
}

export interface LimitRow {
  kind: RgLimitKind;
  period: RgPeriod;
  amount: number | null;
  pending: boolean;
  pendingAmount: number | null;
  pendingAt: Date | null;
}

/** Deposits, wagered and won per rolling period, as of one instant. */
export type Usage = Record<RgPeriod, { deposit: number; wager: number; win: number }>;

const RG_COLUMNS = `user_id, session_limit_minutes, reality_check_minutes, pending_session, pending_session_at,
  restriction, restricted_until, session_started_at, session_last_bet_at, session_wagered, session_won,
  reality_check_due_at`;

const date = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as Date));

function toRgRow(row: Record<string, unknown>): RgRow {
  return {
    userId: Number(row.user_id),
    sessionLimitMinutes: row.session_limit_minutes === null ? null : Number(row.session_limit_minutes),
    realityCheckMinutes: Number(row.reality_check_minutes),
    pendingSession: (row.pending_session as RgRow['pendingSession']) ?? null,
    pendingSessionAt: date(row.pending_session_at),
    restriction: (row.restriction as RgRow['restriction']) ?? null,
    restrictedUntil: date(row.restricted_until),
    sessionStartedAt: date(row.session_started_at),
    sessionLastBetAt: date(row.session_last_bet_at),
    sessionWagered: Number(row.session_wagered),
    sessionWon: Number(row.session_won),
    realityCheckDueAt: date(row.reality_check_due_at),
  };
}

/**
 * The player's row, made on first use and row-locked for the rest of `tx` in the same statement (an upsert's update
 * takes the row lock): every check of the player's money calls runs under it, one call at a time.
 */
export async function lockRgRow(tx: Queryable, userId: number): Promise<RgRow> {
  const { rows } = await tx.query(
    `INSERT INTO rg_players (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING ${RG_COLUMNS}`,
    [userId],
  );
  return toRgRow(rows[0]!);
}

/** The player's row as it is, unlocked (defaults for a player who never had one). */
export async function readRgRow(q: Queryable, userId: number): Promise<RgRow> {
  const { rows } = await q.query(`SELECT ${RG_COLUMNS} FROM rg_players WHERE user_id = $1`, [userId]);
  if (rows[0]) return toRgRow(rows[0]);
  return toRgRow({
    user_id: userId,
    session_limit_minutes: null,
    reality_check_minutes: 60,
    session_wagered: 0,
    session_won: 0,
  });
}

export async function updateRgRow(tx: Queryable, row: RgRow): Promise<void> {
  await tx.query(
    `UPDATE rg_players SET session_limit_minutes = $2, reality_check_minutes = $3, pending_session = $4,
       pending_session_at = $5, restriction = $6, restricted_until = $7, session_started_at = $8,
       session_last_bet_at = $9, session_wagered = $10, session_won = $11, reality_check_due_at = $12
     WHERE user_id = $1`,
    [
      row.userId,
      row.sessionLimitMinutes,
      row.realityCheckMinutes,
      row.pendingSession === null ? null : JSON.stringify(row.pendingSession),
      row.pendingSessionAt,
      row.restriction,
      row.restrictedUntil,
      row.sessionStartedAt,
      row.sessionLastBetAt,
      row.sessionWagered,
      row.sessionWon,
      row.realityCheckDueAt,
    ],
  );
}

export async function readLimits(q: Queryable, userId: number, kinds?: readonly RgLimitKind[]): Promise<LimitRow[]> {
  const { rows } = await q.query<Record<string, unknown>>(
    `SELECT kind, period, amount, pending, pending_amount, pending_at FROM rg_limits
     WHERE user_id = $1 AND ($2::text[] IS NULL OR kind = ANY($2::text[]))`,
    [userId, kinds ?? null],
  );
  return rows.map((row) => ({
    kind: row.kind as RgLimitKind,
    period: row.period as RgPeriod,
    amount: row.amount === null ? null : Number(row.amount),
    pending: row.pending === true,
    pendingAmount: row.pending_amount === null ? null : Number(row.pending_amount),
    pendingAt: date(row.pending_at),
  }));
}

export async function writeLimit(tx: Queryable, userId: number, limit: LimitRow): Promise<void> {
  await tx.query(
    `INSERT INTO rg_limits (user_id, kind, period, amount, pending, pending_amount, pending_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, kind, period) DO UPDATE SET amount = $4, pending = $5, pending_amount = $6, pending_at = $7`,
    [userId, limit.kind, limit.period, limit.amount, limit.pending, limit.pendingAmount, limit.pendingAt],
  );
}

/** The player's deposits, wagered and won in each rolling period ending at `now` (one index range scan). */
export async function readUsage(q: Queryable, userId: number, now: Date): Promise<Usage> {
  const since = (period: RgPeriod) => new Date(now.getTime() - RG_PERIOD_MS[period]);
  const sums = (['day', 'week', 'month'] as const).flatMap((period, index) =>
    (['deposit', 'wager', 'win'] as const).map(
      (kind) => `COALESCE(SUM(amount) FILTER (WHERE kind = '${kind}' AND at > $${index + 3}), 0) AS ${kind}_${period}`,
    ),
  );
  const { rows } = await q.query<Record<string, string | number>>(
    `SELECT ${sums.join(', ')} FROM rg_movements WHERE user_id = $1 AND at > $5 AND at <= $2`,
    [userId, now, since('day'), since('week'), since('month')],
  );
  const row = rows[0] ?? {};
  const of = (period: RgPeriod) => ({
    deposit: Number(row[`deposit_${period}`] ?? 0),
    wager: Number(row[`wager_${period}`] ?? 0),
    win: Number(row[`win_${period}`] ?? 0),
  });
  return { day: of('day'), week: of('week'), month: of('month') };
}

export async function recordMovement(
  tx: Queryable,
  movement: { userId: number; kind: 'deposit' | 'wager' | 'win'; amount: number; at: Date; source: string },
): Promise<void> {
  await tx.query('INSERT INTO rg_movements (user_id, kind, amount, at, source) VALUES ($1, $2, $3, $4, $5)', [
    movement.userId,
    movement.kind,
    movement.amount,
    movement.at,
    movement.source,
  ]);
}

export interface RestrictionRecord {
  userId: number;
  kind: RgRestrictionKind;
  period: string;
  startsAt: Date;
  until: Date;
  /** An operator exclusion's: the staff member who added it and why */
  staffId?: number;
  reason?: string;
}

export async function recordRestriction(tx: Queryable, restriction: RestrictionRecord): Promise<void> {
  await tx.query(
    `INSERT INTO rg_restrictions (user_id, kind, period, starts_at, until, staff_id, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      restriction.userId,
      restriction.kind,
      restriction.period,
      restriction.startsAt,
      restriction.until,
      restriction.staffId ?? null,
      restriction.reason ?? null,
    ],
  );
}

/** Every restriction the player took or staff added, newest first: the history the operator keeps. */
export async function readRestrictions(q: Queryable, userId: number): Promise<RestrictionRecord[]> {
  const { rows } = await q.query<Record<string, unknown>>(
    `SELECT kind, period, starts_at, until, staff_id, reason FROM rg_restrictions
     WHERE user_id = $1 ORDER BY starts_at DESC, id DESC`,
    [userId],
  );
  return rows.map((row) => ({
    userId,
    kind: row.kind as RgRestrictionKind,
    period: String(row.period),
    startsAt: new Date(row.starts_at as Date),
    until: new Date(row.until as Date),
    ...(row.staff_id === null ? {} : { staffId: Number(row.staff_id) }),
    ...(row.reason === null ? {} : { reason: String(row.reason) }),
  }));
}

/** The player's units (every device's socket is on one of them): where RG pushes go. */
export async function unitsOfPlayer(q: Queryable, userId: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM units WHERE user_id = $1 AND merged_into IS NULL', [
    userId,
  ]);
  return rows.map((row) => Number(row.id));
}

/** Whether the player's site takes real money: unit.config.real_money_enabled (units/real-money.ts: off unless true). */
export async function realMoneyOf(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query<{ site_id: number }>('SELECT site_id FROM users WHERE id = $1', [userId]);
  return rows[0] ? realMoneyEnabled(await siteUnitConfig(q, Number(rows[0].site_id))) : false;
}
