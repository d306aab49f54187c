/** The store factory: one store per page render (gatsby build) or per browser session. */

import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  createListenerMiddleware,
} from '@reduxjs/toolkit';
import type { Action, ThunkAction, TypedStartListening, WithSlice } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/slice';
import { campaignBonusSlice } from '../features/promotions/campaign-bonus';
import { promotionsSlice } from '../features/promotions/slice';
import { uiSlice } from '../features/ui/slice';
import { unitSlice } from '../features/unit/slice';
import { whenApiLoaded } from '../lib/lazy-api';
import { notifySupportChatRequested, supportChatRequested } from '../lib/support-chat';
import type { LazyApi } from '../lib/lazy-api';
import type { rgSlice } from '../features/rg/slice';
import { registerAnalyticsListeners } from './analytics-listeners';
import { registerPromotionToastListeners } from './promotion-toasts';
import { registerSessionListeners } from './session';
import { createSocketMiddleware } from './socket-middleware';
import type { SocketFactory } from './socket-middleware';

// The RTK Query API is not in the first-load bundle: its reducer and middleware are added when it loads (lazy-api.ts);
// nor is the responsible-gambling state, added by the screens that show it (./rg.ts).
export const rootReducer = combineSlices(
  authSlice,
  unitSlice,
  promotionsSlice,
  campaignBonusSlice,
  uiSlice,
).withLazyLoadedSlices<WithSlice<LazyApi> & WithSlice<typeof rgSlice>>();

/** The RTK Query API has been added to the store. */
export const apiAdded = createAction('app/apiAdded');

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** How to open the realtime socket; null (tests, server rendering) never connects. */
  socket?: SocketFactory | null;
}

export function makeStore({ preloadedState, socket = null }: StoreOptions = {}) {
  const listener = createListenerMiddleware();
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(listener.middleware)
        .concat(apiMiddleware.middleware, createSocketMiddleware(socket)),
  });
  whenApiLoaded((api) => {
    rootReducer.inject(api);
    apiMiddleware.addMiddleware(api.middleware);
    // Any action now gives the API its state (and its middleware its start).
    store.dispatch(apiAdded());
  });
  registerSessionListeners(listener.startListening as AppStartListening);
  registerAnalyticsListeners(listener.startListening as AppStartListening);
  registerPromotionToastListeners(listener.startListening as AppStartListening);
  listener.startListening({ actionCreator: supportChatRequested, effect: () => notifySupportChatRequested() });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, Action>;
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
