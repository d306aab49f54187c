/** Page chrome state: the sliding sidebar and the blocking error modal. */

import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  sidebarOpen: boolean;
  errorModal: string | null;
}

export const initialUiState: UiState = { sidebarOpen: false, errorModal: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    sidebarToggled(state, action: PayloadAction<boolean | undefined>) {
      state.sidebarOpen = action.payload ?? !state.sidebarOpen;
    },
    errorShown(state, action: PayloadAction<string>) {
      state.errorModal = action.payload;
    },
    errorDismissed(state) {
      state.errorModal = null;
    },
  },
  selectors: {
    selectSidebarOpen: (state) => state.sidebarOpen,
    selectErrorModal: (state) => state.errorModal,
  },
});

export const { sidebarToggled, errorShown, errorDismissed } = uiSlice.actions;
export const { selectSidebarOpen, selectErrorModal } = uiSlice.selectors;
