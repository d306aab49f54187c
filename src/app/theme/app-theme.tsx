import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import brand from '@brand';
import { createAppTheme } from './create-app-theme';

type AppThemeValue = ReturnType<typeof createAppTheme>;
let appTheme: AppThemeValue | null = null;

/** The build's brand as an MUI theme: one per build, made once (browser start-up makes it ahead of hydration). */
export function getAppTheme(): AppThemeValue {
  appTheme ??= createAppTheme(brand.primitives);
  return appTheme;
}

/** The build's brand as an MUI theme, with the baseline reset. */
export function AppTheme({ children }: { children: ReactNode }) {
  const theme = getAppTheme();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
