/** Promotions and jackpots as their channels answer the join. Happy hours and campaigns come later. */

import { createAction, createSlice } from '@reduxjs/toolkit';
import type { JackpotsJoinReply, PromotionsJoinReply } from '../../../contract/socket';
import { loggedOut } from '../../lib/session';

export interface PromotionsState {
  availableBonusCampaignsCount: number;
  hasJustStartedCampaignBonus: boolean;
  promotions: PromotionsJoinReply['promotions'];
  /** Server time at join, seconds */
  serverNow: number | null;
  /** The jackpots channel's join payload, kept whole (SPEC §3) */
  jackpots: JackpotsJoinReply | null;
}

export const initialPromotionsState: PromotionsState = {
  availableBonusCampaignsCount: 0,
  hasJustStartedCampaignBonus: false,
  promotions: [],
  serverNow: null,
  jackpots: null,
};

/** The jackpots channel answered its join. */
export const jackpotsJoined = createAction<JackpotsJoinReply>('jackpots/joined');

export const promotionsSlice = createSlice({
  name: 'promotions',
  initialState: initialPromotionsState,
  reducers: {
    /** The promotions channel answered its join. */
    joined(state, action: { payload: PromotionsJoinReply }) {
      const payload = action.payload;
      state.availableBonusCampaignsCount = payload.available_bonus_campaigns_count ?? 0;
      state.hasJustStartedCampaignBonus = payload.has_just_started_campaign_bonus ?? false;
      state.promotions = payload.promotions ?? [];
      state.serverNow = payload.now ?? null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(jackpotsJoined, (state, action) => {
        state.jackpots = action.payload;
      })
      .addCase(loggedOut, () => initialPromotionsState);
  },
  selectors: {
    selectAvailableBonusCampaignsCount: (state) => state.availableBonusCampaignsCount,
    selectJackpots: (state) => state.jackpots,
  },
});

export const { joined: promotionsJoined } = promotionsSlice.actions;
export const { selectAvailableBonusCampaignsCount, selectJackpots } = promotionsSlice.selectors;
