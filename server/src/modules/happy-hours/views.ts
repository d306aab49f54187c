/** Promotion states and happy-hour bonus states as the promotions topic answers and announces them. */

import type { HhBonusState, HhBonusStatus, PromotionState, PromotionStatus } from '../../../../contract/happy-hours';
import { SocketEvents } from '../../../../contract/socket';
import type { BusMessage } from '../../bus/bus';

/** Seconds since the epoch (SPEC §3's time fields). */
export function seconds(at: Date | string): number {
  return Math.floor(new Date(at).getTime() / 1000);
}

/** Columns of a promotion state `p` joined with its config `c`. */
export const PROMOTION_COLUMNS = `p.id, p.status, p.starts_at, p.ends_at, p.config_id, c.schedule, p.duration,
  p.min_deposit, p.bonus_percentage, p.max_bonus`;

export interface PromotionRow {
  id: number;
  status: PromotionStatus;
  starts_at: Date;
  ends_at: Date;
  config_id: number;
  schedule: string;
  duration: number;
  min_deposit: number;
  bonus_percentage: number;
  max_bonus: number;
  site_id?: number;
}

export function toPromotionState(row: PromotionRow): PromotionState {
  return {
    id: Number(row.id),
    status: row.status,
    start: seconds(row.starts_at),
    end: seconds(row.ends_at),
    promotion: {
      id: Number(row.config_id),
      type: 'happy_hour',
      schedule: row.schedule,
      duration: Number(row.duration),
      config: {
        min_deposit: Number(row.min_deposit),
        bonus_percentage: Number(row.bonus_percentage),
        max_bonus: Number(row.max_bonus),
      },
    },
  };
}

/** Columns of a bonus state `h` joined with its promotion state `p`. */
export const BONUS_COLUMNS = `h.id, h.unit_id, h.promotion_state_id, h.status, h.balance, h.bonus_amount,
  h.deposit_amount, h.ends_at, p.min_deposit, p.bonus_percentage, p.max_bonus`;

export interface BonusRow {
  id: number;
  unit_id: number;
  promotion_state_id: number;
  status: HhBonusStatus;
  balance: number;
  bonus_amount: number;
  deposit_amount: number;
  ends_at: Date;
  min_deposit: number;
  bonus_percentage: number;
  max_bonus: number;
}

export function toHhBonusState(row: BonusRow): HhBonusState {
  const promotionStateId = Number(row.promotion_state_id);
  return {
    id: Number(row.id),
    promotion_state_id: promotionStateId,
    promotion_state: {
      id: promotionStateId,
      config: {
        min_deposit: Number(row.min_deposit),
        bonus_percentage: Number(row.bonus_percentage),
        max_bonus: Number(row.max_bonus),
      },
    },
    status: row.status,
    balance: Number(row.balance),
    bonus_amount: Number(row.bonus_amount),
    deposit_amount: Number(row.deposit_amount),
    end: seconds(row.ends_at),
  };
}

export function promotionStateUpdated(state: PromotionState): BusMessage {
  return { event: SocketEvents.promotionStateUpdated, payload: { promotion_state: state } };
}

export function hhBonusStateUpdated(state: HhBonusState): BusMessage {
  return { event: SocketEvents.hhBonusStateUpdated, payload: { hh_bonus_state: state } };
}
