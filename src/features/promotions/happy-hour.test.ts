import type { UnknownAction } from '@reduxjs/toolkit';
import type { HappyHourConfig, HhBonusState, PromotionState } from '../../../contract/happy-hours';
import { loggedOut } from '../../lib/session';
import { HAPPY_HOUR_TERMS, makeHhBonusState } from '../../test-utils/fixtures';
import {
  congratulationsDismissed,
  happyHourReset,
  hhBonusAcquireFailed,
  hhBonusAcquireRequested,
  hhBonusInfoReceived,
  hhBonusStatesReceived,
  hhBonusStateUpdated,
  initialHappyHourState,
  ongoingPromotionStatesReceived,
  promotionStateUpdated,
  selectActiveHappyHour,
  selectActiveHhBonus,
  selectAcquiringId,
  selectClockOffsetMs,
  selectCompleteHhBonus,
  selectHappyHourConfigs,
  selectHhBonusInfo,
  selectHhBonusStates,
  selectIsHhBonusComplete,
  selectShowCongratulations,
  serverClockReceived,
} from './happy-hour';
import { initialPromotionsState, promotionsSlice, type PromotionsState } from './slice';

const TERMS = HAPPY_HOUR_TERMS;
const CONFIG: HappyHourConfig = { id: 1, type: 'happy_hour', schedule: '0 18 * * *', duration: 3600, config: TERMS };

function bonus(id: number, status: HhBonusState['status'], balance = 0, promotionStateId = 10): HhBonusState {
  return makeHhBonusState({ id, status, balance, promotion_state_id: promotionStateId });
}

function window(id: number, status: PromotionState['status']): PromotionState {
  return { id, status, start: 1_899_996_400, end: 1_900_000_000, promotion: CONFIG };
}

const reduce = (actions: UnknownAction[], from: PromotionsState = initialPromotionsState) =>
  actions.reduce((state, action) => promotionsSlice.reducer(state, action), from);
const root = (state: PromotionsState) => ({ promotions: state });

describe('happy-hour bonus states (SPEC §4)', () => {
  it('keeps ongoing and complete states from the list, dropping any other status', () => {
    const state = reduce([
      hhBonusStatesReceived([bonus(1, 'ongoing'), bonus(2, 'paid'), bonus(3, 'complete'), bonus(4, 'expired')]),
    ]);
    expect(selectHhBonusStates(root(state)).map((kept) => kept.id)).toEqual([1, 3]);
    expect(selectIsHhBonusComplete(root(state))).toBe(true);
  });

  it('an update replaces the state of the same id or adds it; any other status removes it', () => {
    const state = reduce([
      hhBonusStateUpdated(bonus(1, 'ongoing', 100)),
      hhBonusStateUpdated(bonus(2, 'ongoing', 0, 11)),
      hhBonusStateUpdated(bonus(1, 'ongoing', 900)),
    ]);
    expect(selectHhBonusStates(root(state)).map((kept) => [kept.id, kept.balance])).toEqual([
      [1, 900],
      [2, 0],
    ]);
    const removed = reduce([hhBonusStateUpdated(bonus(2, 'expired', 0, 11))], state);
    expect(selectHhBonusStates(root(removed)).map((kept) => kept.id)).toEqual([1]);
  });

  it('sets the info only when there is none or it is the same state', () => {
    const first = reduce([hhBonusInfoReceived(bonus(1, 'ongoing', 10))]);
    expect(selectHhBonusInfo(root(first))?.balance).toBe(10);
    const other = reduce([hhBonusInfoReceived(bonus(2, 'ongoing', 20))], first);
    expect(selectHhBonusInfo(root(other))?.id).toBe(1);
    const same = reduce([hhBonusStateUpdated(bonus(1, 'ongoing', 30))], other);
    expect(selectHhBonusInfo(root(same))?.balance).toBe(30);
    expect(selectHhBonusInfo(root(reduce([hhBonusInfoReceived(null)], same)))?.id).toBe(1);
  });

  it('a complete update turns on the complete flag and the congratulations banner, and clears matching info', () => {
    const state = reduce([
      hhBonusStateUpdated(bonus(1, 'ongoing', 10)),
      hhBonusStateUpdated(bonus(1, 'complete', 5_000)),
    ]);
    expect(selectIsHhBonusComplete(root(state))).toBe(true);
    expect(selectShowCongratulations(root(state))).toBe(true);
    expect(selectHhBonusInfo(root(state))).toBeNull();
    expect(selectCompleteHhBonus(root(state))?.id).toBe(1);

    const otherInfo = reduce([
      hhBonusInfoReceived(bonus(7, 'ongoing', 0, 12)),
      hhBonusStateUpdated(bonus(1, 'complete', 5_000)),
    ]);
    expect(selectHhBonusInfo(root(otherInfo))?.id).toBe(7);
  });

  it('removing a state recomputes completeness and hides the banner when none is complete', () => {
    const two = reduce([
      hhBonusStateUpdated(bonus(1, 'complete', 5_000)),
      hhBonusStateUpdated(bonus(2, 'complete', 5_000, 11)),
    ]);
    const one = reduce([hhBonusStateUpdated(bonus(1, 'paid', 5_000))], two);
    expect([selectIsHhBonusComplete(root(one)), selectShowCongratulations(root(one))]).toEqual([true, true]);
    const none = reduce([hhBonusStateUpdated(bonus(2, 'paid', 5_000, 11))], one);
    expect([selectIsHhBonusComplete(root(none)), selectShowCongratulations(root(none))]).toEqual([false, false]);
  });

  it('the active bonus is the one not complete, with what is left to wager and its end on the player’s clock', () => {
    const state = reduce([
      hhBonusStatesReceived([bonus(3, 'complete', 5_000, 9), bonus(4, 'ongoing', 1_250)]),
      { type: serverClockReceived.type, payload: 2_000 },
    ]);
    expect(selectActiveHhBonus(root(state))).toEqual({
      state: bonus(4, 'ongoing', 1_250),
      remaining: 3_750,
      endsAt: 1_900_000_000_000 + 2_000,
    });
    expect(selectActiveHhBonus(root(reduce([hhBonusStatesReceived([bonus(3, 'complete', 5_000)])])))).toBeNull();
  });

  it('reset and logging out clear everything', () => {
    const state = reduce([
      hhBonusStateUpdated(bonus(1, 'complete', 5_000)),
      promotionStateUpdated(window(10, 'ongoing')),
    ]);
    expect(reduce([happyHourReset()], state).happyHour).toEqual(initialHappyHourState);
    expect(reduce([loggedOut()], state).happyHour).toEqual(initialHappyHourState);
  });
});

describe('the active happy hour (SPEC §4)', () => {
  it('an ongoing happy-hour promotion state sets it; any other status clears it', () => {
    const on = reduce([promotionStateUpdated(window(10, 'ongoing'))]);
    expect(selectActiveHappyHour(root(on))?.id).toBe(10);
    expect(selectActiveHappyHour(root(reduce([promotionStateUpdated(window(10, 'finished'))], on)))).toBeNull();
    const other = { ...window(11, 'ongoing'), promotion: { ...CONFIG, type: 'bonus' as 'happy_hour' } };
    expect(selectActiveHappyHour(root(reduce([promotionStateUpdated(other)], on)))?.id).toBe(10);
  });

  it('the ongoing promotion states set it, and a paid happy hour is not shown as active', () => {
    const on = reduce([ongoingPromotionStatesReceived([window(10, 'ongoing')])]);
    expect(selectActiveHappyHour(root(on))?.id).toBe(10);
    const paid = reduce([hhBonusStateUpdated(bonus(1, 'paid', 5_000, 10))], on);
    expect(selectActiveHappyHour(root(paid))).toBeNull();
    expect(selectActiveHappyHour(root(reduce([ongoingPromotionStatesReceived([])], on)))).toBeNull();
  });

  it('keeps the clock offset: the player’s now less the server’s now × 1000', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_800_000_005_000);
    const state = reduce([serverClockReceived(1_800_000_000)]);
    expect(selectClockOffsetMs(root(state))).toBe(5_000);
    jest.restoreAllMocks();
  });

  it('reads the happy-hour configs from the promotions join', () => {
    const state = promotionsSlice.reducer(
      initialPromotionsState,
      promotionsSlice.actions.joined({
        available_bonus_campaigns_count: 0,
        has_just_started_campaign_bonus: false,
        promotions: [CONFIG, { type: 'other' }],
        now: 1,
      }),
    );
    expect(selectHappyHourConfigs(root(state))).toEqual([CONFIG]);
  });

  it('tracks an acquire until its answer or failure, and the banner can be dismissed', () => {
    const asked = reduce([hhBonusStateUpdated(bonus(1, 'complete', 5_000)), hhBonusAcquireRequested(1)]);
    expect(selectAcquiringId(root(asked))).toBe(1);
    expect(selectAcquiringId(root(reduce([hhBonusStateUpdated(bonus(1, 'paid', 5_000))], asked)))).toBeNull();
    const failed = reduce([hhBonusAcquireFailed('Timeout')], asked);
    expect([failed.happyHour.acquiringId, failed.happyHour.acquireError]).toEqual([null, 'Timeout']);
    expect(selectShowCongratulations(root(reduce([congratulationsDismissed()], asked)))).toBe(false);
  });
});
