/** The store factory: one store per page render (gatsby build) or per browser session. */

import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { Action, ThunkAction, TypedStartListening } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/slice';
import { promotionsSlice } from '../features/promotions/slice';
import { uiSlice } from '../features/ui/slice';
import { unitSlice } from '../features/unit/slice';
import { baseApi } from '../lib/api';
import { registerAnalyticsListeners } from './analytics-listeners';
import { registerSessionListeners } from './session';
import { createSocketMiddleware } from './socket-middleware';
import type { SocketFactory } from './socket-middleware';

const rootReducer = combineSlices(authSlice, unitSlice, promotionsSlice, uiSlice, baseApi);

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** How to open the realtime socket; null (tests, server rendering) never connects. */
  socket?: SocketFactory | null;
}

export function makeStore({ preloadedState, socket = null }: StoreOptions = {}) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listener.middleware).concat(baseApi.middleware, createSocketMiddleware(socket)),
  });
  registerSessionListeners(listener.startListening as AppStartListening);
  registerAnalyticsListeners(listener.startListening as AppStartListening);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, Action>;
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
