/** The realtime socket (Phoenix channels V2), its topics, events and payloads (SPEC §7). */

import type { BonusState } from './campaigns';
import type { FinAccount, Unit } from './entities';

export const SOCKET_PATH = '/v2/units/socket';

export const Topics = { unit: 'unit', promotions: 'promotions', jackpots: 'jackpots' } as const;
export type Topic = (typeof Topics)[keyof typeof Topics];

export const SocketTimings = {
  heartbeatMs: 30_000,
  longPollTimeoutMs: 20_000,
  pushTimeoutMs: 10_000,
  defaultTimeoutMs: 10_000,
  /** Channel rejoin delays, then the last one repeats. */
  rejoinDelaysMs: [1000, 2000, 5000, 10_000],
  /** Socket reconnect delays, then the last one repeats. */
  reconnectDelaysMs: [10, 50, 100, 150, 200, 250, 500, 1000, 2000, 5000],
  /**
   * Ours, not SPEC's: a WebSocket that fails, or has not opened after this long, gives way to long-poll (the phoenix
   * client's `longPollFallbackMs`), for networks whose proxies refuse WebSockets. Long enough for a slow phone
   * network's handshake; a failure falls back at once.
   */
  longPollFallbackMs: 5_000,
} as const;

export interface UnitJoinReply {
  unit: Unit;
}

export interface PromotionsJoinReply {
  available_bonus_campaigns_count: number;
  has_just_started_campaign_bonus: boolean;
  /** Ours: the unit's open campaign bonus (awaiting its deposit or being wagered), so left-to-wager shows at once. */
  campaign_bonus_state?: BonusState | null;
  promotions: Array<{ type: string; [key: string]: unknown }>;
  /** server time, seconds */
  now: number;
}

/** The jackpots topic's join: whether the site runs jackpots, and each one's pot as an `init` lifecycle entry. */
export interface JackpotsJoinReply {
  enabled: boolean;
  jackpots: JackpotLifecycleUpdatedPayload[];
}

/**
 * A recent win (the jackpots topic's `get_recently_won_jackpots` replies `{"jackpots": [...]}`, newest first): the
 * winner's first name and last initial only.
 */
export interface RecentJackpotWin {
  slug: string;
  amount: number;
  winner_name: string;
  game_slug: string;
  /** ISO 8601 */
  won_at: string;
}

export const JackpotPushes = { recentlyWon: 'get_recently_won_jackpots' } as const;

/**
 * The unit topic's `unit_updated` (SPEC §7): balance_updated and active_campaign_bonus_balance_updated carry their part
 * of the unit; any other action carries the whole unit, as the join answers it (ours: `config_updated`, after the
 * operator changed the site's unit config). Ours: balance_updated also carries `play_balance` after a play bet, win or
 * rollback (contract/play-money.ts); without it the play balance is unchanged.
 */
export type UnitUpdatedPayload =
  | { action: 'balance_updated'; unit: { fin_account: FinAccount; play_balance?: number | null } }
  | { action: 'active_campaign_bonus_balance_updated'; unit: { active_campaign_bonus_balance: number } }
  | { action: string; unit: Unit };

export const SocketEvents = {
  unitUpdated: 'unit_updated',
  /** Ours, on the unit topic: `{"user": <User>}` after the profile changed (contract/verification.ts). */
  userUpdated: 'user_updated',
  hhBonusStateUpdated: 'hh_bonus_state_updated',
  promotionStateUpdated: 'promotion_state_updated',
  campaignBonusActivated: 'campaign_bonus_activated',
  campaignBonusAvailableCountChange: 'campaign_bonus_available_count_change',
  campaignBonusCompleted: 'campaign_bonus_completed',
  /** Ours (contract/campaigns.ts CampaignBonusStateUpdatedPayload): live left-to-wager after every counted bet. */
  campaignBonusStateUpdated: 'campaign_bonus_state_updated',
  /** On the jackpots topic; a `won` is repeated on the winner's own unit topic (its site celebrates it there). */
  jackpotLifecycleUpdated: 'jackpot_lifecycle_updated',
} as const;

/**
 * The events of the promotions and jackpots topics (SPEC §7 "Incoming events"). SPEC names their fields but not
 * their whole shape; these are ours. Amounts are minor units.
 */

/** The promotions topic: a bonus campaign the player took part in has started. */
export interface CampaignBonusActivatedPayload {
  bonus_campaign: { id?: number; bonus_state: { start_amount: number } };
}

/** The promotions topic: how many bonus campaigns the player may now join (the Promo badge). */
export interface CampaignBonusAvailableCountChangePayload {
  available_bonus_campaigns_count: number;
}

/** The promotions topic: the player wagered a campaign bonus through; won_amount went to the cash balance. */
export interface CampaignBonusCompletedPayload {
  won_amount: number;
}

export const JackpotActions = ['init', 'update', 'won', 'error', 'stopped'] as const;
export type JackpotAction = (typeof JackpotActions)[number];

/** A jackpot's state as the jackpots topic reports it: its slug (grand, major, minor…), its pot and its winner. */
export interface JackpotWinLifecycle {
  slug: string;
  /** the pot, minor units */
  balance: number;
  /** true on the `won` event that pays the pot out */
  is_won?: boolean;
  winner_name?: string | null;
}

/**
 * The jackpots topic: one jackpot's lifecycle moved on (SPEC §4 "Jackpot lifecycle"), and each entry of the join
 * (SPEC §3 "Jackpot lifecycle entry"). `slug` names the jackpot (the same as `win_lifecycle.slug`); the site keys
 * its entries by it.
 */
export interface JackpotLifecycleUpdatedPayload {
  slug: string;
  action: JackpotAction;
  win_lifecycle: JackpotWinLifecycle;
  /** the slugs of the games that feed this jackpot (our server always sends them; SPEC's entry has them) */
  games?: string[];
}
