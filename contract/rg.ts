/**
 * Responsible gambling (ARCHITECTURE "Contract decisions for responsible gambling"): the player's limits, session
 * settings and restrictions, the activity figures, and the pushes the unit topic sends about them. Bearer, at the
 * player (account) level; amounts in minor units of the site's currency. Paths in api.ts, codes in errors.ts.
 */

export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];

/** Rolling windows: 24 hours, 7 days, 30 days. */
export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];

/** A higher limit (or a removal) waiting for its 24 h: confirmable from `effective_at` (ISO 8601) on. */
export interface RgPendingLimit {
  /** null: the limit is to be removed */
  amount: number | null;
  effective_at: string;
}

/** One limit of the player's: `amount` null when none is set (then `used` still counts, `remaining` is null). */
export interface RgLimit {
  kind: RgLimitKind;
  period: RgPeriod;
  amount: number | null;
  used: number;
  remaining: number | null;
  pending: RgPendingLimit | null;
}

export const RG_TIME_OUT_PERIODS = ['24h', '7d', '30d', '42d'] as const;
export type RgTimeOutPeriod = (typeof RG_TIME_OUT_PERIODS)[number];

export const RG_SELF_EXCLUSION_PERIODS = ['6m', '1y', '2y', '5y'] as const;
export type RgSelfExclusionPeriod = (typeof RG_SELF_EXCLUSION_PERIODS)[number];

/** A time-out or self-exclusion in force until `until` (ISO 8601); neither is lifted or shortened before then. */
export interface RgRestriction {
  kind: 'time_out' | 'self_exclusion';
  until: string;
}

export interface RgState {
  limits: RgLimit[];
  /** null: no session limit */
  session_limit_minutes: number | null;
  /** Default 60; never off. */
  reality_check_minutes: number;
  restriction: RgRestriction | null;
  /** The site takes real money (unit.config.real_money_enabled). */
  real_money: boolean;
}

/** GET hp/users/rg, and (ours, the site reads it when present) the answer of every rg change. */
export interface RgAnswer {
  rg: RgState;
}

/** POST hp/users/rg/limits: lower or new applies at once; higher or null (removal) is pending for 24 h. */
export interface RgSetLimitRequest {
  kind: RgLimitKind;
  period: RgPeriod;
  amount: number | null;
}

/** POST hp/users/rg/limits/confirm: too early is 422 users_ctx:rg:cooling_off. */
export interface RgConfirmLimitRequest {
  kind: RgLimitKind;
  period: RgPeriod;
}

/** POST hp/users/rg/session: tighter at once, looser after 24 h (like limits). */
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

/** GET hp/users/rg/activity?from=&to= (ISO 8601, `from` inclusive, `to` exclusive; both left out: lifetime). */
export interface RgActivityRequest {
  from?: string;
  to?: string;
}

/** Money in minor units over the span: `net_position` = won − wagered (negative: the player is down). */
export interface RgActivityAnswer {
  deposits: number;
  withdrawals: number;
  wagered: number;
  won: number;
  net_position: number;
}

/**
 * Pushes on the unit topic. The names are the site's (helper G's) until the server's land: `rg_updated` carries the
 * whole RG state when it changes; `rg_session_updated` the session's figures after each settled round;
 * `rg_reality_check` when a reality check is due (the first bet after it is due is refused).
 */
export const RgSocketEvents = {
  updated: 'rg_updated',
  sessionUpdated: 'rg_session_updated',
  realityCheck: 'rg_reality_check',
} as const;

export type RgUpdatedPayload = RgAnswer;

/** The session so far: time since it started and the player's net position in it (won − wagered, minor units). */
export interface RgSessionFigures {
  elapsed_ms: number;
  net_position: number;
}

export type RgSessionUpdatedPayload = RgSessionFigures;
export type RgRealityCheckPayload = RgSessionFigures;
