/**
 * The SQL of responsible gambling: a player's rg_players row (locked by every money call of theirs, after the unit),
 * their limits, and the movements the rolling periods add up.
 */

import { RG_PERIOD_MS, type RgLimitKind, type RgPeriod, type RgRestrictionKind } from '../../../../contract/rg';
import { siteUnitConfig } from '../units/config';
import { realMoneyEnabled } from '../units/real-money';
import type { Queryable } from '../../db/database';
import { sqlParams, type Param } from '../../db/params';

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
  /** When the national register refused the player (sign-in or refresh); null once a sign-in finds them off it. */
  nationalExcludedAt: Date | null;
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
  reality_check_due_at, national_excluded_at`;

const date = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as Date));

/** The row as the database answers it (its columns, or their JSON: dates as text). */
export function rgRowOf(row: Record<string, unknown>): RgRow {
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
    nationalExcludedAt: date(row.national_excluded_at),
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
  return rgRowOf(rows[0]!);
}

/**
 * A CTE `name` of the player's existing row, row-locked like lockRgRow's, for a money call that locks its unit in the
 * CTE `after` of the same statement: the row is scanned only once `after` has its row, so the unit is locked first (the
 * lock order of every money call). Empty when the player has no row yet, or `after` none.
 */
export function lockedRgRowCte(name: string, userSql: string, after: string): string {
  return `${name} AS MATERIALIZED (SELECT ${RG_COLUMNS} FROM rg_players
    WHERE user_id = ${userSql} AND EXISTS (SELECT FROM ${after}) FOR UPDATE)`;
}

/** The player's row as it is, unlocked (defaults for a player who never had one). */
export async function readRgRow(q: Queryable, userId: number): Promise<RgRow> {
  const { rows } = await q.query(`SELECT ${RG_COLUMNS} FROM rg_players WHERE user_id = $1`, [userId]);
  if (rows[0]) return rgRowOf(rows[0]);
  return rgRowOf({
    user_id: userId,
    session_limit_minutes: null,
    reality_check_minutes: 60,
    session_wagered: 0,
    session_won: 0,
  });
}

/** The UPDATE that writes the row, its parameters from `param` (alone in updateRgRow, or a CTE of a call's statement). */
export function rgRowUpdateSql(row: RgRow, param: Param): string {
  const [user, ...values] = [
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
  ].map(param);
  const columns = [
    'session_limit_minutes',
    'reality_check_minutes',
    'pending_session',
    'pending_session_at',
    'restriction',
    'restricted_until',
    'session_started_at',
    'session_last_bet_at',
    'session_wagered',
    'session_won',
    'reality_check_due_at',
  ];
  return `UPDATE rg_players SET ${columns.map((column, i) => `${column} = ${values[i]}`).join(', ')}
     WHERE user_id = ${user}`;
}

/**
 * Marks the national register's refusal of the player (national-register.ts), under the RG row's lock (made if need
 * be): a wallet call in flight finishes first, and every one after it sees the mark (rules.ts assertNotRestricted).
 */
export async function markNationallyExcluded(tx: Queryable, userId: number, at: Date): Promise<void> {
  await lockRgRow(tx, userId);
  await tx.query('UPDATE rg_players SET national_excluded_at = $2 WHERE user_id = $1', [userId, at]);
}

/** The register finds the player off it: a mark from before goes (a player without one costs no write). */
export async function clearNationalExclusion(q: Queryable, userId: number): Promise<void> {
  await q.query(
    'UPDATE rg_players SET national_excluded_at = NULL WHERE user_id = $1 AND national_excluded_at IS NOT NULL',
    [userId],
  );
}

export async function updateRgRow(tx: Queryable, row: RgRow): Promise<void> {
  const { values, param } = sqlParams();
  await tx.query(rgRowUpdateSql(row, param), values);
}

function toLimitRow(row: Record<string, unknown>): LimitRow {
  return {
    kind: row.kind as RgLimitKind,
    period: row.period as RgPeriod,
    amount: row.amount === null ? null : Number(row.amount),
    pending: row.pending === true,
    pendingAmount: row.pending_amount === null ? null : Number(row.pending_amount),
    pendingAt: date(row.pending_at),
  };
}

const LIMIT_COLUMNS = 'kind, period, amount, pending, pending_amount, pending_at';

export async function readLimits(q: Queryable, userId: number, kinds?: readonly RgLimitKind[]): Promise<LimitRow[]> {
  const { rows } = await q.query<Record<string, unknown>>(
    `SELECT ${LIMIT_COLUMNS} FROM rg_limits WHERE user_id = $1 AND ($2::text[] IS NULL OR kind = ANY($2::text[]))`,
    [userId, kinds ?? null],
  );
  return rows.map(toLimitRow);
}

export async function writeLimit(tx: Queryable, userId: number, limit: LimitRow): Promise<void> {
  await tx.query(
    `INSERT INTO rg_limits (user_id, kind, period, amount, pending, pending_amount, pending_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, kind, period) DO UPDATE SET amount = $4, pending = $5, pending_amount = $6, pending_at = $7`,
    [userId, limit.kind, limit.period, limit.amount, limit.pending, limit.pendingAmount, limit.pendingAt],
  );
}

/**
 * The SELECT answering the player's deposits, wagered and won in each rolling period ending at `now` (columns
 * `<kind>_<period>`), in one index range scan.
 */
function usageSql(userSql: string, nowSql: string): string {
  const since = (period: RgPeriod) => `${nowSql}::timestamptz - interval '${RG_PERIOD_MS[period] / 1000} seconds'`;
  const sums = (['day', 'week', 'month'] as const).flatMap((period) =>
    (['deposit', 'wager', 'win'] as const).map(
      (kind) =>
        `COALESCE(SUM(amount) FILTER (WHERE kind = '${kind}' AND at > ${since(period)}), 0) AS ${kind}_${period}`,
    ),
  );
  return `SELECT ${sums.join(', ')} FROM rg_movements
    WHERE user_id = ${userSql} AND at > ${since('month')} AND at <= ${nowSql}::timestamptz`;
}

function toUsage(row: Record<string, string | number>): Usage {
  const of = (period: RgPeriod) => ({
    deposit: Number(row[`deposit_${period}`] ?? 0),
    wager: Number(row[`wager_${period}`] ?? 0),
    win: Number(row[`win_${period}`] ?? 0),
  });
  return { day: of('day'), week: of('week'), month: of('month') };
}

/** The player's deposits, wagered and won in each rolling period ending at `now`. */
export async function readUsage(q: Queryable, userId: number, now: Date): Promise<Usage> {
  const { rows } = await q.query<Record<string, string | number>>(usageSql('$1', '$2'), [userId, now]);
  return toUsage(rows[0] ?? {});
}

/** The limits a bet and a settlement weigh: loss and wager limits in force. */
export function betLimits(limits: readonly LimitRow[]): LimitRow[] {
  return limits.filter((limit) => (limit.kind === 'loss' || limit.kind === 'wager') && limit.amount !== null);
}

/** What a wallet call reads under the player's RG row lock, in a statement of its own: rgReadsSql's column. */
export interface RgReadColumns {
  rg_limits: Record<string, unknown>[] | null;
}

/**
 * Column `rg_limits` (every limit of the player), for a statement that runs once the player's RG row is locked: a
 * statement's snapshot is taken before it waits for a lock, so the lock's own statement would miss a change made
 * meanwhile. The usage is not read here: only a player with a loss or wager limit needs it (holdRg reads it then, in a
 * statement of its own), and a subquery costs its plan's start-up on every call even when a CASE skips it.
 */
export function rgReadsSql(userId: number, param: Param): string {
  return `(SELECT json_agg(l) FROM (SELECT ${LIMIT_COLUMNS} FROM rg_limits WHERE user_id = ${param(userId)}) l)
    AS rg_limits`;
}

export function rgLimitsOf(columns: RgReadColumns): LimitRow[] {
  return (columns.rg_limits ?? []).map(toLimitRow);
}

export interface Movement {
  kind: 'deposit' | 'wager' | 'win';
  amount: number;
  at: Date;
  source: string;
}

export async function recordMovement(tx: Queryable, movement: Movement & { userId: number }): Promise<void> {
  await tx.query('INSERT INTO rg_movements (user_id, kind, amount, at, source) VALUES ($1, $2, $3, $4, $5)', [
    movement.userId,
    movement.kind,
    movement.amount,
    movement.at,
    movement.source,
  ]);
}

/**
 * The CTEs (named rg_*, to follow a caller's own after a comma) that record the player's movements and write their
 * row, for the last statement of a money call that holds the row's lock; '' when there is nothing to write. With
 * `gate` (a CTE of the caller's), the movements are recorded only if it has a row: the money moved.
 */
export function rgWritesSql(
  userId: number,
  write: { movements: Movement[]; row: RgRow | null },
  param: Param,
  gate?: string,
): string {
  const ctes: string[] = [];
  if (write.movements.length > 0) {
    const moved = gate ? ` WHERE EXISTS (SELECT FROM ${gate})` : '';
    ctes.push(`rg_moved AS (
      INSERT INTO rg_movements (user_id, kind, amount, at, source)
      SELECT ${param(userId)}::bigint, m.kind, m.amount, m.at, m.source
      FROM jsonb_to_recordset(${param(JSON.stringify(write.movements))}::jsonb)
        AS m(kind text, amount bigint, at timestamptz, source text)${moved})`);
  }
  if (write.row) ctes.push(`rg_row AS (${rgRowUpdateSql(write.row, param)})`);
  return ctes.join(',\n');
}

/**
 * A win's RG writes for a statement whose CTE `win.gate` has a row once the win is paid (wallet/win-statement.ts),
 * under the RG row's lock: the movement, and the win counted in the player's session when one is open. As the win's
 * recordSettlement records them. `column` answers the row after the win (JSON), null when no session is open.
 */
export function rgWinWritesSql(win: { userSql: string; amountSql: string; atSql: string; gate: string }): {
  ctes: string;
  column: string;
} {
  const ctes = `rg_moved AS (
      INSERT INTO rg_movements (user_id, kind, amount, at, source)
      SELECT ${win.userSql}::bigint, 'win', ${win.amountSql}, ${win.atSql}, 'wallet_win' FROM ${win.gate}),
    rg_row AS (
      UPDATE rg_players SET session_won = session_won + ${win.amountSql}
      WHERE user_id = ${win.userSql} AND session_started_at IS NOT NULL AND EXISTS (SELECT FROM ${win.gate})
      RETURNING ${RG_COLUMNS})`;
  return { ctes, column: '(SELECT row_to_json(rg_row) FROM rg_row)' };
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
