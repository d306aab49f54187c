import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import brand from '@brand';
import { createAppTheme } from './create-app-theme';

/** The build's brand as an MUI theme, with the baseline reset. */
export function AppTheme({ children }: { children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(brand.primitives), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
