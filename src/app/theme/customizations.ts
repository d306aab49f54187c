/** Component overrides shared by every brand; brand differences come in through the primitives. */

import type { Components, Theme } from '@mui/material/styles';
import type { BrandPrimitives } from '../../../themes/types';

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
  };
}
