/**
 * Responsible gambling (ours; ARCHITECTURE "Contract decisions for responsible gambling"): a player's limits, session
 * settings and restrictions, at the player (account) level, with a bearer token. Amounts are minor units of the site's
 * currency; times are ISO 8601. Periods are rolling: a day is the last 24 hours, a week 7 days, a month 30 days.
 */

export const RgLimitKinds = ['deposit', 'loss', 'wager'] as const;
export type RgLimitKind = (typeof RgLimitKinds)[number];

export const RgPeriods = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RgPeriods)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How far back each rolling period looks. */
export const RG_PERIOD_MS: Record<RgPeriod, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

/** A looser limit or setting (higher, or removed) waits this long before it can be confirmed or applies. */
export const RG_COOLING_OFF_MS = DAY_MS;

/** The reality check interval a player starts with; it can be changed but never turned off. */
export const RG_DEFAULT_REALITY_CHECK_MINUTES = 60;
/** Bounds of the session limit and the reality check interval, in minutes. */
export const RG_MIN_MINUTES = 1;
export const RG_MAX_MINUTES = 24 * 60;

/**
 * A play session starts with a bet and lasts while bets keep coming: this long without one ends it (the session
 * limit and reality checks count from its start). A session that reached its limit ends this long after the limit
 * (bets refused meanwhile do not count as play).
 */
export const RG_SESSION_IDLE_MS = 30 * 60 * 1000;

export const RgTimeOutPeriods = ['24h', '7d', '30d', '42d'] as const;
export type RgTimeOutPeriod = (typeof RgTimeOutPeriods)[number];
export const RgSelfExclusionPeriods = ['6m', '1y', '2y', '5y'] as const;
export type RgSelfExclusionPeriod = (typeof RgSelfExclusionPeriods)[number];
/** Ours: how long an exclusion the operator's staff add in the back office lasts. */
export const RgOperatorExclusionPeriods = ['30d', '6m', '1y', '2y', '5y'] as const;
export type RgOperatorExclusionPeriod = (typeof RgOperatorExclusionPeriods)[number];

/** Ours besides the contract's two: `operator_exclusion`, added by the operator's staff, which the player cannot lift. */
export type RgRestrictionKind = 'time_out' | 'self_exclusion' | 'operator_exclusion';

export interface RgPending {
  /** null: the limit is to be removed */
  amount: number | null;
  /** from when the change can be confirmed */
  effective_at: string;
}

export interface RgLimit {
  kind: RgLimitKind;
  period: RgPeriod;
  amount: number;
  /** deposits, net loss (wagered − won, never below 0) or wagered in the period so far */
  used: number;
  remaining: number;
  pending: RgPending | null;
}

export interface RgRestriction {
  kind: RgRestrictionKind;
  until: string;
}

export interface RgState {
  limits: RgLimit[];
  /** null: no session limit */
  session_limit_minutes: number | null;
  reality_check_minutes: number;
  /** Ours: a looser session setting waiting out its cooling-off; it applies by itself at effective_at. */
  session_pending: {
    session_limit_minutes?: number | null;
    reality_check_minutes?: number;
    effective_at: string;
  } | null;
  restriction: RgRestriction | null;
  /** whether the player's site takes real money (unit.config.real_money_enabled) */
  real_money: boolean;
  /** Ours: the play session open now (elapsed time, net position), for a game page opened mid-session; else null. */
  session: RgSession | null;
}

/** GET /v1/hp/users/rg, and the answer of every POST below. */
export interface RgAnswer {
  rg: RgState;
}

export interface RgSetLimitRequest {
  kind: RgLimitKind;
  period: RgPeriod;
  /** null removes the limit (after the cooling-off and a confirmation) */
  amount: number | null;
}

export interface RgConfirmLimitRequest {
  kind: RgLimitKind;
  period: RgPeriod;
}

export interface RgSessionRequest {
  session_limit_minutes?: number | null;
  reality_check_minutes?: number;
}

export interface RgTimeOutRequest {
  period: RgTimeOutPeriod;
}

export interface RgSelfExclusionRequest {
  period: RgSelfExclusionPeriod;
  confirm: true;
}

/** GET /v1/hp/users/rg/activity?from=&to= (ISO 8601, from inclusive, to exclusive; both optional: lifetime). */
export interface RgActivityAnswer {
  deposits: number;
  withdrawals: number;
  wagered: number;
  won: number;
  /** won − wagered: what play has left the player up (positive) or down (negative) */
  net_position: number;
}

/**
 * Pushes on the unit topic (ours), to every unit of the player: `rg_updated` `{"rg": RgState}` when limits, settings
 * or a restriction change; `rg_session_updated` after each settled bet or win; `rg_reality_check` when a reality
 * check falls due (the bet that found it due was refused with users_ctx:rg:reality_check_due).
 */
export const RgSocketEvents = {
  updated: 'rg_updated',
  session: 'rg_session_updated',
  realityCheck: 'rg_reality_check',
} as const;

export interface RgSession {
  started_at: string;
  /** milliseconds since the session started */
  elapsed_ms: number;
  wagered: number;
  won: number;
  net_position: number;
}

export interface RgSessionPayload {
  session: RgSession;
}

export interface RgRealityCheckPayload {
  session: RgSession;
  reality_check_minutes: number;
}
