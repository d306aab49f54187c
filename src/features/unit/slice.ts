/**
 * The player's unit (wallet and session, SPEC §3-§4). Socket events arrive as actions named after
 * the event (`unit/balanceUpdated` …) from the socket middleware in src/app.
 */

import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { UNIT_TOKEN_MIN_LENGTH } from '../../../contract/sites';
import type { FinAccount, Unit } from '../../../contract/entities';
import { loggedOut } from '../../lib/session';
import { supportChatAvailabilityChanged } from '../../lib/support-chat';
import { balanceParts, totalBalance } from './balance';

export type LoadStatus = 'idle' | 'loading' | 'success' | 'failed';

export interface UnitState {
  unit: Unit | null;
  token: string | null;
  /** The token is an anonymous visitor's unit (SPEC §4), not a signed-in player's. */
  isAnonymous: boolean;
  status: LoadStatus;
  error: string | null;
  hhBonusBalance: number;
  isSupportChatActive: boolean;
  isFingerprintingEnabled: boolean;
}

export const initialUnitState: UnitState = {
  unit: null,
  token: null,
  isAnonymous: false,
  status: 'idle',
  error: null,
  hhBonusBalance: 0,
  isSupportChatActive: true,
  isFingerprintingEnabled: false,
};

/** SPEC §4: a unit token is valid only if longer than 100 characters. */
export const isUnitTokenValid = (token: string | null | undefined): token is string =>
  typeof token === 'string' && token.length >= UNIT_TOKEN_MIN_LENGTH;

export const unitSlice = createSlice({
  name: 'unit',
  initialState: initialUnitState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.isAnonymous = false;
    },
    /** SPEC §4 anonymous unit: a visitor's unit token; the status is success. */
    anonymousTokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.isAnonymous = true;
      state.status = 'success';
      state.error = null;
    },
    anonymousUnitFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    channelJoining(state) {
      state.status = 'loading';
      state.error = null;
    },
    /** The unit channel answered its join with the whole unit. */
    joined(state, action: PayloadAction<Unit>) {
      state.unit = state.unit ? { ...state.unit, ...action.payload } : action.payload;
      state.status = 'success';
      state.error = null;
      state.isFingerprintingEnabled = action.payload.config?.fingerprinting_enabled ?? false;
    },
    joinFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** unit_updated, action balance_updated */
    balanceUpdated(state, action: PayloadAction<FinAccount>) {
      if (state.unit) state.unit.fin_account = { ...state.unit.fin_account, ...action.payload };
    },
    /** unit_updated, action balance_updated, with the play balance beside the money (contract/play-money.ts) */
    playBalanceUpdated(state, action: PayloadAction<number>) {
      if (state.unit) state.unit.play_balance = action.payload;
    },
    /** unit_updated, action active_campaign_bonus_balance_updated */
    activeCampaignBonusBalanceUpdated(state, action: PayloadAction<number>) {
      if (state.unit) state.unit.active_campaign_bonus_balance = action.payload;
    },
    /** unit_updated, any other action: the whole unit (config_updated: the operator changed the site's config) */
    updated(state, action: PayloadAction<Unit>) {
      state.unit = action.payload;
      state.isFingerprintingEnabled = action.payload.config?.fingerprinting_enabled ?? false;
    },
    /** A money call (voucher, ticket, cash-out) answered the new balances. */
    finAccountReceived(state, action: PayloadAction<FinAccount>) {
      if (state.unit) state.unit.fin_account = { ...state.unit.fin_account, ...action.payload };
      state.status = 'success';
    },
    /** SPEC §4: a cash-out pre-check or send answered; the unit is loaded and fine. */
    cashOutAnswered(state) {
      state.status = 'success';
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialUnitState);
    builder.addCase(supportChatAvailabilityChanged, (state, action) => {
      state.isSupportChatActive = action.payload;
    });
  },
  selectors: {
    selectUnit: (state) => state.unit,
    selectUnitToken: (state) => state.token,
    selectIsAnonymousUnit: (state) => state.isAnonymous,
    selectUnitStatus: (state) => state.status,
    selectUnitError: (state) => state.error,
    selectTotalBalance: (state) => (state.unit ? totalBalance(state.unit, state.hhBonusBalance) : null),
    /**
     * Whether the player's site plays for fun (contract/play-money.ts): real money is off there, games draw the play
     * balance, and there is nothing to deposit. False until the unit is known.
     */
    selectPlaysForFun: (state) => state.unit?.config?.real_money_enabled === false,
    /** The play balance where the site plays for fun; null elsewhere, and until the server says it. */
    selectPlayBalance: (state) =>
      state.unit?.config?.real_money_enabled === false && typeof state.unit.play_balance === 'number'
        ? state.unit.play_balance
        : null,
    /** Cash and bonus, when there is a bonus beside the cash; null otherwise (the total says it all). */
    selectBalanceParts: createSelector(
      [(state: UnitState) => state.unit, (state: UnitState) => state.hhBonusBalance],
      (unit, hhBonusBalance) => {
        if (!unit) return null;
        const parts = balanceParts(unit, hhBonusBalance);
        return parts.bonus > 0 ? parts : null;
      },
    ),
  },
});

export const {
  tokenReceived,
  anonymousTokenReceived,
  anonymousUnitFailed,
  channelJoining,
  joined,
  joinFailed,
  balanceUpdated,
  playBalanceUpdated,
  activeCampaignBonusBalanceUpdated,
  updated,
  finAccountReceived,
  cashOutAnswered,
} = unitSlice.actions;
export const {
  selectUnit,
  selectUnitToken,
  selectIsAnonymousUnit,
  selectUnitStatus,
  selectUnitError,
  selectTotalBalance,
  selectBalanceParts,
  selectPlaysForFun,
  selectPlayBalance,
} = unitSlice.selectors;
