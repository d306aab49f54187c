/** The realtime socket (Phoenix channels V2), its topics, events and payloads (SPEC §7). */

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
} as const;

export interface UnitJoinReply {
  unit: Unit;
}

export interface PromotionsJoinReply {
  available_bonus_campaigns_count: number;
  has_just_started_campaign_bonus: boolean;
  promotions: Array<{ type: string; [key: string]: unknown }>;
  /** server time, seconds */
  now: number;
}

export interface JackpotsJoinReply {
  enabled: boolean;
  jackpots: unknown[];
}

export type UnitUpdatedPayload =
  | { action: 'balance_updated'; unit: { fin_account: FinAccount } }
  | { action: 'active_campaign_bonus_balance_updated'; unit: { active_campaign_bonus_balance: number } }
  | { action: string; unit: Unit };

export const SocketEvents = {
  unitUpdated: 'unit_updated',
  hhBonusStateUpdated: 'hh_bonus_state_updated',
  promotionStateUpdated: 'promotion_state_updated',
  campaignBonusActivated: 'campaign_bonus_activated',
  campaignBonusAvailableCountChange: 'campaign_bonus_available_count_change',
  campaignBonusCompleted: 'campaign_bonus_completed',
  jackpotLifecycleUpdated: 'jackpot_lifecycle_updated',
} as const;
