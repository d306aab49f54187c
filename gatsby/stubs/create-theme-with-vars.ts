/**
 * Stands in for @mui/material's createThemeWithVars in production bundles (gatsby/webpack.ts): our themes have no
 * CSS variables (create-app-theme.ts passes neither `cssVariables` nor `colorSchemes`), so MUI's createTheme never
 * calls it, yet imports it.
 */
export default function createThemeWithVars(): never {
  throw new Error(
    'MUI CSS-variables themes are left out of this build: remove the createThemeWithVars alias in gatsby/webpack.ts',
  );
}
