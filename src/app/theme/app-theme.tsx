import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import brand from '@brand';
import { createAppTheme } from './create-app-theme';

/**
 * The baseline's global rules (body, box sizing, fonts) come with each page's static HTML and never change: one theme
 * per build. A production browser leaves them out: rendered there, Emotion's <Global> would take the build's tag out
 * of the document and put it back, and the browser would work out every element's style again in the middle of
 * start-up (src/app/emotion-cache.ts). The build renders it (as nothing in the markup: its rules go to <head>), and
 * so does `gatsby develop`, which has no static HTML.
 */
const BASELINE_IN_BROWSER = process.env.NODE_ENV !== 'production';

/**
 * The build's brand as an MUI theme, with the baseline reset. The theme has no CSS variables, so the provider is
 * MUI System's own: it is what @mui/material's ThemeProvider hands such a theme to, without bundling the
 * CSS-variables provider beside it (about 3 KiB gzip of first-load code).
 */
export function AppTheme({ children }: { children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(brand.primitives), []);
  return (
    <ThemeProvider theme={theme}>
      {(typeof window === 'undefined' || BASELINE_IN_BROWSER) && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
