import type { BonusState } from '../../../contract/campaigns';
import { loggedOut } from '../../lib/session';
import { makeBonusState } from '../../test-utils/fixtures';
import {
  campaignBonusSlice,
  campaignBonusStateUpdated,
  initialCampaignBonusState,
  selectCampaignBonusRevision,
  selectCampaignBonusState,
  wageredPercent,
} from './campaign-bonus';
import { campaignBonusActivated, campaignBonusCompleted, promotionsJoined } from './slice';
import type { CampaignBonusState } from './campaign-bonus';
import type { Action } from '@reduxjs/toolkit';

const bonus = (patch: Partial<BonusState> = {}) => makeBonusState({ id: 7, ...patch });

const run = (actions: Action[], from: CampaignBonusState = initialCampaignBonusState) =>
  actions.reduce((state, action) => campaignBonusSlice.reducer(state, action), from);
const view = (state: CampaignBonusState) => ({
  bonus: selectCampaignBonusState({ campaignBonus: state }),
  revision: selectCampaignBonusRevision({ campaignBonus: state }),
});
const joinReply = (state: BonusState | null) => ({
  available_bonus_campaigns_count: 1,
  has_just_started_campaign_bonus: false,
  campaign_bonus_state: state,
  promotions: [],
  now: 1,
});

describe('the campaign bonus, live', () => {
  it('takes the open bonus from the promotions join, and none from a join without one', () => {
    expect(view(run([promotionsJoined(joinReply(bonus()))])).bonus?.id).toBe(7);
    expect(view(run([promotionsJoined(joinReply(bonus({ status: 'completed' })))])).bonus).toBeNull();
    expect(view(run([promotionsJoined({ ...joinReply(null), campaign_bonus_state: undefined })])).bonus).toBeNull();
  });

  it('starts with campaign_bonus_activated and moves the revision', () => {
    const state = run([campaignBonusActivated({ bonus_campaign: { id: 2, bonus_state: bonus() } })]);
    expect(view(state)).toEqual({ bonus: bonus(), revision: 1 });
    // An older server's bare start_amount starts nothing locally, but still says the lists changed.
    const bare = run([campaignBonusActivated({ bonus_campaign: { bonus_state: { start_amount: 100 } } })]);
    expect(view(bare)).toEqual({ bonus: null, revision: 1 });
  });

  it('follows left to wager bet by bet, never going back to an older figure', () => {
    const state = run([
      promotionsJoined(joinReply(bonus())),
      campaignBonusStateUpdated(bonus({ wagered: 3_000, left_to_wager: 7_000 })),
      campaignBonusStateUpdated(bonus({ wagered: 1_000, left_to_wager: 9_000 })),
    ]);
    expect(view(state).bonus?.left_to_wager).toBe(7_000);
    expect(view(state).revision).toBe(0);
  });

  it('a deposit activating an awaiting bonus, completion and expiry end or change it and move the revision', () => {
    const awaiting = bonus({ status: 'awaiting_deposit', start_amount: 0, wager_requirement: 0, left_to_wager: 0 });
    let state = run([promotionsJoined(joinReply(awaiting)), campaignBonusStateUpdated(bonus())]);
    expect(view(state)).toEqual({ bonus: bonus(), revision: 1 });
    state = run([campaignBonusCompleted({ won_amount: 2_500 })], state);
    expect(view(state)).toEqual({ bonus: null, revision: 2 });
    state = run([promotionsJoined(joinReply(bonus())), campaignBonusStateUpdated(bonus({ status: 'expired' }))]);
    expect(view(state)).toEqual({ bonus: null, revision: 1 });
  });

  it('forgets it all on sign-out', () => {
    expect(run([promotionsJoined(joinReply(bonus())), loggedOut()])).toEqual(initialCampaignBonusState);
  });

  it('reports how far through the wagering a bonus is', () => {
    expect(wageredPercent({ wagered: 2_500, wager_requirement: 10_000 })).toBe(25);
    expect(wageredPercent({ wagered: 12_000, wager_requirement: 10_000 })).toBe(100);
    expect(wageredPercent({ wagered: 0, wager_requirement: 0 })).toBe(100);
  });
});
