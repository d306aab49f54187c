/**
 * The player's happy hour as the promotions channel reports it (SPEC §4): their bonus states (ongoing and complete
 * kept, any other status removed), the bonus info, the complete flag and congratulations banner, the active happy
 * hour, and the clock offset that puts the server's times on the player's clock. The promotions slice keeps this
 * state under `happyHour` and applies these reducers to it.
 */

import { createAction, createReducer, createSelector, isAnyOf } from '@reduxjs/toolkit';
import type { HappyHourConfig, HhBonusState, PromotionState } from '../../../contract/happy-hours';

export interface HappyHourState {
  /** ongoing and complete states, by id */
  hhBonusStates: HhBonusState[];
  /** the state the happy-hour page follows: set only when none is, or to the same state */
  hhBonusInfo: HhBonusState | null;
  isHhBonusComplete: boolean;
  showCongratulations: boolean;
  /** the happy hour running now (a promotion state of type happy_hour, ongoing) */
  activeHappyHour: PromotionState | null;
  /** windows whose bonus the player has been paid: not shown as active */
  paidPromotionStateIds: number[];
  /** the bonus last paid on this page's visit, confirmed while its window runs */
  paidBonus: HhBonusState | null;
  /** the player's clock less the server's, ms (SPEC §4) */
  clockOffsetMs: number;
  /** the state an acquire_hh_bonus push is waiting on */
  acquiringId: number | null;
  acquireError: string | null;
}

export const initialHappyHourState: HappyHourState = {
  hhBonusStates: [],
  hhBonusInfo: null,
  isHhBonusComplete: false,
  showCongratulations: false,
  activeHappyHour: null,
  paidPromotionStateIds: [],
  paidBonus: null,
  clockOffsetMs: 0,
  acquiringId: null,
  acquireError: null,
};

const KEPT: ReadonlySet<string> = new Set(['ongoing', 'complete']);

/** get_hh_bonus_states answered. */
export const hhBonusStatesReceived = createAction<HhBonusState[]>('promotions/hhBonusStatesReceived');
/** hh_bonus_state_updated, and the state an acquire_hh_bonus push answered. */
export const hhBonusStateUpdated = createAction<HhBonusState>('promotions/hhBonusStateUpdated');
/** get_hh_bonus_state answered (null: no bonus in that window). */
export const hhBonusInfoReceived = createAction<HhBonusState | null>('promotions/hhBonusInfoReceived');
/** promotion_state_updated. */
export const promotionStateUpdated = createAction<PromotionState>('promotions/promotionStateUpdated');
/** get_ongoing_promotion_states answered. */
export const ongoingPromotionStatesReceived = createAction<PromotionState[]>(
  'promotions/ongoingPromotionStatesReceived',
);
/** The promotions join's `now` (server seconds), measured against the player's clock as it arrives. */
export const serverClockReceived = createAction('promotions/serverClockReceived', (serverNow: number) => ({
  payload: Date.now() - serverNow * 1000,
}));
/** The player asked to acquire a complete bonus (the socket middleware pushes acquire_hh_bonus). */
export const hhBonusAcquireRequested = createAction<number>('promotions/hhBonusAcquireRequested');
export const hhBonusAcquireFailed = createAction<string>('promotions/hhBonusAcquireFailed');
export const congratulationsDismissed = createAction('promotions/congratulationsDismissed');
/** Clears the happy hour (SPEC §4 reset). */
export const happyHourReset = createAction('promotions/happyHourReset');

const isHappyHourPromotion = (state: PromotionState) => state.promotion?.type === 'happy_hour';

function recomputeComplete(state: HappyHourState): void {
  state.isHhBonusComplete = state.hhBonusStates.some((bonus) => bonus.status === 'complete');
  if (!state.isHhBonusComplete) state.showCongratulations = false;
}

function setInfo(state: HappyHourState, bonus: HhBonusState): void {
  if (state.hhBonusInfo === null || state.hhBonusInfo.id === bonus.id) state.hhBonusInfo = bonus;
}

export const happyHourReducer = createReducer(initialHappyHourState, (builder) => {
  builder
    .addCase(hhBonusStatesReceived, (state, { payload }) => {
      state.hhBonusStates = payload.filter((bonus) => KEPT.has(bonus.status));
      recomputeComplete(state);
      state.showCongratulations = state.isHhBonusComplete;
    })
    .addCase(hhBonusStateUpdated, (state, { payload: bonus }) => {
      if (state.acquiringId === bonus.id) state.acquiringId = null;
      if (!KEPT.has(bonus.status)) {
        state.hhBonusStates = state.hhBonusStates.filter((kept) => kept.id !== bonus.id);
        if (state.hhBonusInfo?.id === bonus.id) state.hhBonusInfo = null;
        if (bonus.status === 'paid') {
          if (!state.paidPromotionStateIds.includes(bonus.promotion_state_id)) {
            state.paidPromotionStateIds.push(bonus.promotion_state_id);
          }
          state.paidBonus = bonus;
        }
        recomputeComplete(state);
        return;
      }
      const at = state.hhBonusStates.findIndex((kept) => kept.id === bonus.id);
      if (at === -1) state.hhBonusStates.push(bonus);
      else state.hhBonusStates[at] = bonus;
      if (bonus.status === 'complete') {
        state.isHhBonusComplete = true;
        state.showCongratulations = true;
        if (state.hhBonusInfo?.id === bonus.id) state.hhBonusInfo = null;
      } else {
        setInfo(state, bonus);
      }
    })
    .addCase(hhBonusInfoReceived, (state, { payload }) => {
      if (payload) setInfo(state, payload);
    })
    .addCase(promotionStateUpdated, (state, { payload }) => {
      if (!isHappyHourPromotion(payload)) return;
      state.activeHappyHour = payload.status === 'ongoing' ? payload : null;
    })
    .addCase(ongoingPromotionStatesReceived, (state, { payload }) => {
      state.activeHappyHour =
        payload.find((promotion) => isHappyHourPromotion(promotion) && promotion.status === 'ongoing') ?? null;
    })
    .addCase(serverClockReceived, (state, { payload }) => {
      if (Number.isFinite(payload)) state.clockOffsetMs = payload;
    })
    .addCase(hhBonusAcquireRequested, (state, { payload }) => {
      state.acquiringId = payload;
      state.acquireError = null;
    })
    .addCase(hhBonusAcquireFailed, (state, { payload }) => {
      state.acquiringId = null;
      state.acquireError = payload;
    })
    .addCase(congratulationsDismissed, (state) => {
      state.showCongratulations = false;
    })
    .addCase(happyHourReset, () => initialHappyHourState);
});

/** The actions happyHourReducer handles: the promotions slice hands them to it. */
export const isHappyHourAction = isAnyOf(
  hhBonusStatesReceived,
  hhBonusStateUpdated,
  hhBonusInfoReceived,
  promotionStateUpdated,
  ongoingPromotionStatesReceived,
  serverClockReceived,
  hhBonusAcquireRequested,
  hhBonusAcquireFailed,
  congratulationsDismissed,
  happyHourReset,
);

interface WithHappyHour {
  promotions: { happyHour: HappyHourState; promotions: Array<{ type: string }> };
}

const happyHourOf = (state: WithHappyHour) => state.promotions.happyHour;

export const selectHhBonusStates = (state: WithHappyHour) => happyHourOf(state).hhBonusStates;
export const selectHhBonusInfo = (state: WithHappyHour) => happyHourOf(state).hhBonusInfo;
export const selectIsHhBonusComplete = (state: WithHappyHour) => happyHourOf(state).isHhBonusComplete;
export const selectShowCongratulations = (state: WithHappyHour) => happyHourOf(state).showCongratulations;
export const selectClockOffsetMs = (state: WithHappyHour) => happyHourOf(state).clockOffsetMs;
export const selectAcquiringId = (state: WithHappyHour) => happyHourOf(state).acquiringId;
export const selectAcquireError = (state: WithHappyHour) => happyHourOf(state).acquireError;

/** The happy hour running now, unless the player has already been paid its bonus (SPEC §4). */
export const selectActiveHappyHour = (state: WithHappyHour) => {
  const { activeHappyHour, paidPromotionStateIds } = happyHourOf(state);
  return activeHappyHour && !paidPromotionStateIds.includes(activeHappyHour.id) ? activeHappyHour : null;
};

/**
 * The happy hour running now whose bonus the player has just been paid, with that bonus: the window is still on
 * (its card counts down to its end and confirms the payment), though no longer an active promotion for them.
 */
export const selectPaidHappyHour = createSelector(
  [
    (state: WithHappyHour) => happyHourOf(state).activeHappyHour,
    (state: WithHappyHour) => happyHourOf(state).paidBonus,
  ],
  (window, bonus) => (window && bonus && bonus.promotion_state_id === window.id ? { window, bonus } : null),
);

/** The site's happy-hour configs, from the promotions join. */
export const selectHappyHourConfigs = createSelector(
  [(state: WithHappyHour) => state.promotions.promotions],
  (promotions) =>
    promotions.filter(
      (promotion) =>
        promotion.type === 'happy_hour' && typeof (promotion as Partial<HappyHourConfig>).schedule === 'string',
    ) as unknown as HappyHourConfig[],
);

export interface ActiveHhBonus {
  state: HhBonusState;
  /** minor units still to wager to get the bonus */
  remaining: number;
  /** when it expires, ms on the player's clock */
  endsAt: number;
}

/** The bonus being wagered (SPEC §4 "Active happy-hour bonus": not complete), with what is left and its end. */
export const selectActiveHhBonus = createSelector(
  [selectHhBonusStates, selectClockOffsetMs],
  (states, offset): ActiveHhBonus | null => {
    const state = states.find((bonus) => bonus.status === 'ongoing');
    if (!state) return null;
    return { state, remaining: Math.max(0, state.bonus_amount - state.balance), endsAt: state.end * 1000 + offset };
  },
);

/** A bonus wagered through and waiting to be acquired. */
export const selectCompleteHhBonus = (state: WithHappyHour) =>
  happyHourOf(state).hhBonusStates.find((bonus) => bonus.status === 'complete') ?? null;
