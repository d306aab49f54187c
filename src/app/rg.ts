/**
 * The responsible-gambling state in the store: added when a screen that shows it loads (the game page's session
 * figures and reality check), so that no other page carries its code.
 */

import { rgSlice } from '../features/rg/slice';
import { rootReducer } from './store';

export const injectedRgSlice = rgSlice.injectInto(rootReducer);

export const { selectRgSession, selectRealityCheck, selectRgRestriction } = injectedRgSlice.selectors;
