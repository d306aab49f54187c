/** Builds the MUI theme from a brand's primitives (SPEC §2 layout: breakpoints and spacing). */

import { createTheme } from '@mui/material/styles';
import { withMetricFallback } from '../../../themes/font-fallbacks';
import type { BrandPrimitives } from '../../../themes/types';
import { customizations } from './customizations';

/** The weight of every heading: the bold face each brand ships beside its regular one. */
export const HEADING_WEIGHT = 700;
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export const breakpoints = { xs: 0, xsl: 460, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export function createAppTheme(primitives: BrandPrimitives) {
  const { palette } = primitives;
  return createTheme({
    breakpoints: { values: breakpoints },
    spacing: 4,
    shape: { borderRadius: primitives.borderRadius },
    palette: {
      mode: palette.mode,
      // Text on a coloured button reads at WCAG AA's 4.5:1 (MUI's default threshold, 3, put white on Lucky Star's
      // #ff5252: 3.2:1, which axe refused on the time-out's Start button).
      contrastThreshold: 4.5,
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
      // Every heading in the brand's bold face, the heaviest each brand loads (themes/<brand>/fonts.ts): MUI's own
      // weights (300 for h1 and h2, 400 to h5) asked for faces no brand ships, so the browser drew them regular.
      ...Object.fromEntries(HEADINGS.map((variant) => [variant, { fontWeight: HEADING_WEIGHT }])),
    },
    components: customizations(primitives),
  });
}
