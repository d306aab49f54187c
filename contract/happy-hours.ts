/**
 * Happy hours (SPEC §3 "Happy-hour bonus state", "Happy-hour config", "Promotion state"; §4; §7 promotions pushes).
 * SPEC names the fields; the rest of each shape, and the rules below, are ours:
 *
 * - A site's happy-hour configs open a window at every run of their UTC cron `schedule`, for `duration` seconds. Each
 *   window is one promotion state (`ongoing`, then `finished`), opened once however many server nodes run.
 * - A qualifying deposit is a deposit of at least `min_deposit` into a signed-in player's unit during a window of its
 *   site: a voucher load, a card, instant EFT or phone-redemption payment, or a UPI deposit. Ticket cash-in is not
 *   one (a ticket is money cashed out of a site, not new money). The player's first qualifying deposit in a window
 *   opens their happy-hour bonus state: `bonus_amount` = min(floor(deposit × bonus_percentage / 100), max_bonus),
 *   `status` `ongoing`, `end` the window's end. A unit has at most one `ongoing` state; later deposits change nothing.
 * - Wagering: every bet the unit places before `end` (whatever balance it draws) adds its whole amount to `balance`,
 *   up to `bonus_amount`; when `balance` reaches `bonus_amount` the state is `complete`. A rolled-back bet keeps the
 *   progress it made. At the window's end an `ongoing` state becomes `expired`.
 * - `acquire_hh_bonus` on a `complete` state pays `bonus_amount` once, from the operator's bonus expense to the
 *   player's cash balance (fin_account.balance: the wagering is done, so it is theirs to play or withdraw), and the
 *   state becomes `paid`. Acquiring a paid state again answers it and moves nothing; a complete state stays
 *   acquirable after its window has ended.
 * - Times are seconds since the epoch (SPEC §3 "end (seconds)"); amounts minor units.
 */

/** The terms a window offers. */
export interface HappyHourTerms {
  /** minor units a deposit must reach */
  min_deposit: number;
  /** the bonus as a percentage of the deposit, a whole number (50 = half the deposit) */
  bonus_percentage: number;
  /** minor units */
  max_bonus: number;
}

/**
 * A happy-hour config, as the promotions join answers it in `promotions` (SPEC §3 "Happy-hour config"). A type, not an
 * interface, so that it is one of the join's `promotions` entries.
 */
export type HappyHourConfig = {
  id: number;
  type: 'happy_hour';
  /** cron expression, UTC */
  schedule: string;
  /** seconds */
  duration: number;
  config: HappyHourTerms;
};

export const PromotionStatuses = ['ongoing', 'finished'] as const;
export type PromotionStatus = (typeof PromotionStatuses)[number];

/** One happy-hour window (SPEC §3 "Promotion state"). */
export interface PromotionState {
  id: number;
  status: PromotionStatus;
  /** seconds */
  start: number;
  /** seconds */
  end: number;
  /** the config as the window opened with it */
  promotion: HappyHourConfig;
}

export const HhBonusStatuses = ['ongoing', 'complete', 'paid', 'expired'] as const;
export type HhBonusStatus = (typeof HhBonusStatuses)[number];

/** A player's happy-hour bonus in one window (SPEC §3 "Happy-hour bonus state"). */
export interface HhBonusState {
  id: number;
  promotion_state_id: number;
  promotion_state: { id: number; config: HappyHourTerms };
  status: HhBonusStatus;
  /** wagered towards the bonus so far, minor units, at most bonus_amount */
  balance: number;
  bonus_amount: number;
  deposit_amount: number;
  /** seconds: the window's end, when an ongoing state expires */
  end: number;
}

/** Pushes on the promotions topic (SPEC §7), each answered ok with its reply or error with ErrorBody. */
export const HappyHourPushes = {
  /** {} → HhBonusStatesReply: the player's ongoing and complete states */
  bonusStates: 'get_hh_bonus_states',
  /** {} → PromotionStatesReply: the site's ongoing windows */
  ongoingPromotionStates: 'get_ongoing_promotion_states',
  /** {promotion_state_id} → HhBonusStateReply: the player's state in that window, or null */
  bonusState: 'get_hh_bonus_state',
  /** {hh_bonus_state_id} → HhBonusStateReply: the state, paid */
  acquire: 'acquire_hh_bonus',
} as const;

export interface HhBonusStatesReply {
  hh_bonus_states: HhBonusState[];
}
export interface PromotionStatesReply {
  promotion_states: PromotionState[];
}
export interface HhBonusStateReply {
  hh_bonus_state: HhBonusState | null;
}

/** The promotions topic's `hh_bonus_state_updated` (the player's own) and `promotion_state_updated` (the site's). */
export interface HhBonusStateUpdatedPayload {
  hh_bonus_state: HhBonusState;
}
export interface PromotionStateUpdatedPayload {
  promotion_state: PromotionState;
}

/**
 * POST `/sandbox/happy_hours/start` (sandbox only): opens a window of the site's first active happy-hour config now,
 * as its cron would, for `duration` seconds (the config's by default). No active config: 404.
 */
export const SandboxHappyHourPaths = { start: '/sandbox/happy_hours/start' } as const;

export interface SandboxHappyHourStartRequest {
  site_id: number;
  duration?: number;
}
export interface SandboxHappyHourStartAnswer {
  promotion_state: PromotionState;
}
