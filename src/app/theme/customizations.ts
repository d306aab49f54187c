/** Component overrides shared by every brand; brand differences come in through the primitives. */

import type { Components, Theme } from '@mui/material/styles';
import type { BrandPrimitives } from '../../../themes/types';
import { MODAL_BACKDROP_TIMEOUT_MS, MODAL_WIDTH } from '../../lib/layout';

export function customizations(primitives: BrandPrimitives): Components<Theme> {
  return {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: primitives.button.borderRadius,
          textTransform: primitives.button.textTransform,
          fontWeight: 700,
        },
        // a form's main action: a thumb's tap target (48px) whatever the brand's font
        sizeLarge: { minHeight: 48 },
      },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true, variant: 'outlined', margin: 'normal' },
    },
    MuiTab: {
      styleOverrides: { root: { textTransform: primitives.button.textTransform, fontWeight: 700 } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
    },
    // SPEC §9: a modal is 500 px wide (the screen less a margin on a phone); its backdrop fades in 500 ms.
    MuiDialog: {
      defaultProps: { slotProps: { backdrop: { transitionDuration: MODAL_BACKDROP_TIMEOUT_MS } } },
      styleOverrides: {
        paper: ({ ownerState }) =>
          ownerState.fullScreen ? {} : { width: MODAL_WIDTH, maxWidth: 'calc(100% - 32px)', margin: 16 },
      },
    },
  };
}
