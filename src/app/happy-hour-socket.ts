/**
 * The happy hour on the promotions channel (SPEC §7): its two events become actions, and once the channel has joined
 * the player's bonus states and the site's ongoing happy hours are asked for. Acquiring a bonus is a push too; the
 * socket middleware hands it here.
 */

import type { Dispatch } from '@reduxjs/toolkit';
import {
  HappyHourPushes,
  type HhBonusState,
  type HhBonusStateReply,
  type HhBonusStatesReply,
  type PromotionState,
  type PromotionStatesReply,
} from '../../contract/happy-hours';
import { SocketEvents, SocketTimings } from '../../contract/socket';
import {
  hhBonusAcquireFailed,
  hhBonusInfoReceived,
  hhBonusStatesReceived,
  hhBonusStateUpdated,
  ongoingPromotionStatesReceived,
  promotionStateUpdated,
  serverClockReceived,
} from '../features/promotions/happy-hour';

/** What this needs of a phoenix channel (socket-middleware.ts's ChannelLike has it). */
interface Replies {
  receive(status: string, callback: (response?: unknown) => void): Replies;
}
interface PromotionsChannel {
  on(event: string, callback: (payload?: unknown) => void): unknown;
  push(event: string, payload: object, timeout?: number): Replies;
}

const isBonusState = (value: unknown): value is HhBonusState =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as HhBonusState).id) &&
  typeof (value as HhBonusState).status === 'string' &&
  Number.isInteger((value as HhBonusState).balance) &&
  Number.isInteger((value as HhBonusState).bonus_amount);

const isPromotionState = (value: unknown): value is PromotionState =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as PromotionState).id) &&
  typeof (value as PromotionState).status === 'string';

const errorMessage = (reply: unknown) => (reply as { error?: { message?: unknown } } | undefined)?.error?.message;

export interface HappyHourChannel {
  /** The promotions join answered: measure the server's clock and ask for the happy hour's state. */
  joined(reply: { now?: unknown }): void;
  acquire(hhBonusStateId: number): void;
}

export function wireHappyHour(promotions: PromotionsChannel, dispatch: Dispatch): HappyHourChannel {
  const ask = (event: string, payload: object, onOk: (reply: unknown) => void) =>
    promotions.push(event, payload, SocketTimings.pushTimeoutMs).receive('ok', onOk);

  const askBonusIn = (promotionStateId: number) =>
    ask(HappyHourPushes.bonusState, { promotion_state_id: promotionStateId }, (reply) => {
      const state = (reply as Partial<HhBonusStateReply> | undefined)?.hh_bonus_state;
      if (state === null || isBonusState(state)) dispatch(hhBonusInfoReceived(state ?? null));
    });

  promotions.on(SocketEvents.hhBonusStateUpdated, (payload) => {
    const state = (payload as { hh_bonus_state?: unknown } | undefined)?.hh_bonus_state;
    if (isBonusState(state)) dispatch(hhBonusStateUpdated(state));
  });
  promotions.on(SocketEvents.promotionStateUpdated, (payload) => {
    const state = (payload as { promotion_state?: unknown } | undefined)?.promotion_state;
    if (!isPromotionState(state)) return;
    dispatch(promotionStateUpdated(state));
    if (state.status === 'ongoing') askBonusIn(state.id);
  });

  return {
    joined(reply) {
      if (Number.isFinite(reply.now)) dispatch(serverClockReceived(reply.now as number));
      ask(HappyHourPushes.bonusStates, {}, (answer) => {
        const states = (answer as Partial<HhBonusStatesReply> | undefined)?.hh_bonus_states;
        if (Array.isArray(states)) dispatch(hhBonusStatesReceived(states.filter(isBonusState)));
      });
      ask(HappyHourPushes.ongoingPromotionStates, {}, (answer) => {
        const states = (answer as Partial<PromotionStatesReply> | undefined)?.promotion_states;
        if (Array.isArray(states)) dispatch(ongoingPromotionStatesReceived(states.filter(isPromotionState)));
      });
    },

    acquire(hhBonusStateId) {
      promotions
        .push(HappyHourPushes.acquire, { hh_bonus_state_id: hhBonusStateId }, SocketTimings.pushTimeoutMs)
        .receive('ok', (reply) => {
          const state = (reply as Partial<HhBonusStateReply> | undefined)?.hh_bonus_state;
          if (isBonusState(state)) dispatch(hhBonusStateUpdated(state));
          else dispatch(hhBonusAcquireFailed('Something went wrong'));
        })
        .receive('error', (reply) => {
          const message = errorMessage(reply);
          dispatch(hhBonusAcquireFailed(typeof message === 'string' ? message : 'Something went wrong'));
        })
        .receive('timeout', () => dispatch(hhBonusAcquireFailed('Timeout')));
    },
  };
}
