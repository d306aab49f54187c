/**
 * The player's open campaign bonus as the promotions channel reports it, live: the join's `campaign_bonus_state`,
 * then `campaign_bonus_activated`, `campaign_bonus_state_updated` after every counted bet, and
 * `campaign_bonus_completed`. The promo page and the game page header read left-to-wager from here; `revision`
 * moves whenever a bonus starts or ends, so the promo page knows to read its lists again.
 */

import { createAction, createSlice } from '@reduxjs/toolkit';
import type { BonusState } from '../../../contract/campaigns';
import { loggedOut } from '../../lib/session';
import { campaignBonusActivated, campaignBonusCompleted, promotionsJoined } from './slice';

export interface CampaignBonusState {
  /** The open bonus (awaiting its deposit or being wagered); null when there is none. */
  bonusState: BonusState | null;
  revision: number;
}

export const initialCampaignBonusState: CampaignBonusState = { bonusState: null, revision: 0 };

/** campaign_bonus_state_updated on the promotions channel. */
export const campaignBonusStateUpdated = createAction<BonusState>('promotions/campaignBonusStateUpdated');

const isOpen = (state: BonusState): boolean => state.status === 'active' || state.status === 'awaiting_deposit';

/** A full bonus state (the server sends one); an older server's bare `{start_amount}` is not. */
const isBonusState = (value: unknown): value is BonusState =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as BonusState).id) &&
  Number.isInteger((value as BonusState).left_to_wager);

export const campaignBonusSlice = createSlice({
  name: 'campaignBonus',
  initialState: initialCampaignBonusState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(promotionsJoined, (state, { payload }) => {
        const joined = payload.campaign_bonus_state;
        state.bonusState = joined && isOpen(joined) ? joined : null;
      })
      .addCase(campaignBonusActivated, (state, { payload }) => {
        const started = payload.bonus_campaign.bonus_state;
        if (isBonusState(started)) state.bonusState = started;
        state.revision += 1;
      })
      .addCase(campaignBonusStateUpdated, (state, { payload }) => {
        const current = state.bonusState;
        // Pushes of one bonus can arrive out of order: never go back to less wagered.
        if (current && current.id === payload.id && isOpen(payload) && payload.wagered < current.wagered) return;
        if (isOpen(payload)) {
          if (current?.id !== payload.id || current.status !== payload.status) state.revision += 1;
          state.bonusState = payload;
        } else if (current?.id === payload.id) {
          state.bonusState = null;
          state.revision += 1;
        }
      })
      .addCase(campaignBonusCompleted, (state) => {
        state.bonusState = null;
        state.revision += 1;
      })
      .addCase(loggedOut, () => initialCampaignBonusState);
  },
  selectors: {
    selectCampaignBonusState: (state) => state.bonusState,
    selectCampaignBonusRevision: (state) => state.revision,
  },
});

export const { selectCampaignBonusState, selectCampaignBonusRevision } = campaignBonusSlice.selectors;

/** How far through the wagering a bonus is, 0–100. */
export function wageredPercent(state: Pick<BonusState, 'wagered' | 'wager_requirement'>): number {
  if (state.wager_requirement <= 0) return 100;
  return Math.min(100, Math.floor((state.wagered * 100) / state.wager_requirement));
}
