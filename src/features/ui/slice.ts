/** Page chrome state: the sliding sidebar, the blocking error modal and the toasts. */

import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { errorShown, type ErrorModalContent } from '../../lib/failures';
import type { Toast, ToastChannel, ToastContent } from './toasts';

export { errorShown };

export interface UiState {
  sidebarOpen: boolean;
  errorModal: ErrorModalContent | null;
  toasts: Toast[];
  nextToastId: number;
}

export const initialUiState: UiState = { sidebarOpen: false, errorModal: null, toasts: [], nextToastId: 1 };

/** What `toastShown` takes: the content, the channel (root-toast by default) and when (now by default). */
export type ToastRequest = ToastContent & { channel?: ToastChannel; shownAt?: number };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    sidebarToggled(state, action: PayloadAction<boolean | undefined>) {
      state.sidebarOpen = action.payload ?? !state.sidebarOpen;
    },
    errorDismissed(state) {
      state.errorModal = null;
    },
    toastShown: {
      reducer(state, action: PayloadAction<ToastRequest & { shownAt: number }>) {
        const { channel = 'root-toast', ...content } = action.payload;
        state.toasts.push({ ...content, channel, id: state.nextToastId });
        state.nextToastId += 1;
      },
      // The time is fixed when the action is made, so reducers stay pure.
      prepare: (request: ToastRequest) => ({ payload: { ...request, shownAt: request.shownAt ?? Date.now() } }),
    },
    toastClosed(state, action: PayloadAction<number>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(errorShown, (state, action) => {
      state.errorModal = action.payload;
    });
  },
  selectors: {
    selectSidebarOpen: (state) => state.sidebarOpen,
    selectErrorModal: (state) => state.errorModal,
    selectToasts: (state) => state.toasts,
  },
});

export const { sidebarToggled, errorDismissed, toastShown, toastClosed } = uiSlice.actions;
export const { selectSidebarOpen, selectErrorModal, selectToasts } = uiSlice.selectors;
