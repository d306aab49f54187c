import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme, a calmer palette and denser tables: staff read long lists all day. */
const brand = {
  palette: { primary: { main: '#1f4e79' }, secondary: { main: '#2f6f9f' }, background: { default: '#f4f6f8' } },
  shape: { borderRadius: 6 },
  // Hindi (a campaign's translation) in Noto Sans Devanagari, fetched only for a page that shows some (devanagari.css)
  typography: { fontFamily: 'Roboto, "Noto Sans Devanagari", "Helvetica Neue", Arial, sans-serif' },
  components: {
    // The content column may shrink below its widest child (a tab bar), so scrollable tabs scroll on a tablet.
    RaLayout: { styleOverrides: { root: { '& .RaLayout-content': { minWidth: 0 } } } },
    RaDatagrid: {
      styleOverrides: { root: { '& .RaDatagrid-headerCell': { fontWeight: 600, backgroundColor: '#f8fafc' } } },
    },
  },
} satisfies RaThemeOptions;

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...brand,
  palette: { ...defaultLightTheme.palette, ...brand.palette },
  components: { ...defaultLightTheme.components, ...brand.components },
};

export const darkTheme: RaThemeOptions = defaultDarkTheme;
