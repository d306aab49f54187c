/** Builds the MUI theme from a brand's primitives (SPEC §2 layout: breakpoints and spacing). */

import { createTheme } from '@mui/material/styles';
import { withMetricFallback } from '../../../themes/font-fallbacks';
import type { BrandPrimitives } from '../../../themes/types';
import { customizations } from './customizations';

export const breakpoints = { xs: 0, xsl: 460, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export function createAppTheme(primitives: BrandPrimitives) {
  const { palette } = primitives;
  return createTheme({
    breakpoints: { values: breakpoints },
    spacing: 4,
    shape: { borderRadius: primitives.borderRadius },
    palette: {
      mode: palette.mode,
      primary: { main: palette.primary, contrastText: palette.primaryContrast },
      secondary: { main: palette.secondary },
      error: { main: palette.error },
      success: { main: palette.success },
      background: { default: palette.background, paper: palette.paper },
      text: { primary: palette.text, secondary: palette.textSecondary },
      header: palette.header,
    },
    typography: {
      fontFamily: withMetricFallback(primitives.fontFamily)
        .map((f) => (f.includes(' ') ? `"${f}"` : f))
        .join(', '),
    },
    components: customizations(primitives),
  });
}
