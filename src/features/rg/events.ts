/**
 * The unit topic's responsible-gambling pushes as actions (the socket middleware dispatches them). Only these action
 * creators are in every page's code; the state they feed (./slice.ts) loads with the screens that show it.
 */

import { createAction } from '@reduxjs/toolkit';
import type { RgSession, RgState } from '../../../contract/rg';

/** What the page shows of the session: time played and net position (won − wagered). */
export type RgSessionFigures = Pick<RgSession, 'elapsed_ms' | 'net_position'>;

/** rg_updated: the player's RG state changed (a limit, a time-out or self-exclusion, on any device). */
export const rgUpdated = createAction<RgState>('rg/updated');
/** rg_session_updated: the session's elapsed time and net position after a settled round. */
export const rgSessionUpdated = createAction<RgSessionFigures>('rg/sessionUpdated');
/** rg_reality_check: a reality check is due (the next bet is refused until the player answers it). */
export const rgRealityCheckDue = createAction<RgSessionFigures>('rg/realityCheckDue');
