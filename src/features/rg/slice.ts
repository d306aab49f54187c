/**
 * The game page's responsible-gambling state: the session's figures as last pushed (with when they arrived, so the
 * time played runs on between pushes), a reality check waiting for the player's answer, and the restriction in
 * force. Injected into the store by the screens that use it (src/app/rg.ts), not part of every page.
 */

import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { RgRestriction } from '../../../contract/rg';
import { loggedOut } from '../../lib/session';
import { rgRealityCheckDue, rgSessionUpdated, rgUpdated, type RgSessionFigures } from './events';

export interface RgSessionState {
  /** The last figures and the client's clock (ms) when they came; null before the first */
  session: (RgSessionFigures & { at: number }) | null;
  realityCheck: RgSessionFigures | null;
  restriction: RgRestriction | null;
}

export const initialRgState: RgSessionState = { session: null, realityCheck: null, restriction: null };

export const rgSlice = createSlice({
  name: 'rg',
  initialState: initialRgState,
  reducers: {
    /** The player answered the reality check (Continue or Stop). */
    realityCheckAnswered(state) {
      state.realityCheck = null;
    },
    /** The session began on this page (the player pressed Play) before the server said anything of it. */
    sessionStarted(state, action: PayloadAction<number>) {
      state.session ??= { elapsed_ms: 0, net_position: 0, at: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(rgSessionUpdated, (state, action) => {
        state.session = { ...action.payload, at: Date.now() };
      })
      .addCase(rgRealityCheckDue, (state, action) => {
        state.session = { ...action.payload, at: Date.now() };
        state.realityCheck = action.payload;
      })
      .addCase(rgUpdated, (state, action) => {
        state.restriction = action.payload.restriction;
        const { session } = action.payload;
        if (session)
          state.session = { elapsed_ms: session.elapsed_ms, net_position: session.net_position, at: Date.now() };
      })
      .addCase(loggedOut, () => initialRgState);
  },
  selectors: {
    selectRgSession: (state) => state.session,
    selectRealityCheck: (state) => state.realityCheck,
    selectRgRestriction: (state) => state.restriction,
  },
});

export const { realityCheckAnswered, sessionStarted } = rgSlice.actions;
