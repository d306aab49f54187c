import { getLuminance } from '@mui/material/styles';
import goldenReef from '../../../themes/golden-reef';
import luckyStar from '../../../themes/lucky-star';
import shubhPlay from '../../../themes/shubh-play';
import { createAppTheme, HEADING_WEIGHT } from './create-app-theme';

const BRANDS = [
  ['lucky-star', luckyStar],
  ['golden-reef', goldenReef],
  ['shubh-play', shubhPlay],
] as const;

// Production bundles replace MUI's CSS-variables theme builder with a stand-in (gatsby/webpack.ts): no brand's theme
// may need it.
jest.mock('../../../node_modules/@mui/material/styles/createThemeWithVars.js', () => ({
  __esModule: true,
  default: () => {
    throw new Error('the CSS-variables theme builder was called');
  },
}));

test.each(BRANDS)("%s's theme is built without MUI's CSS-variables theme builder", (_name, brand) => {
  const theme = createAppTheme(brand.primitives);
  expect(theme.palette.primary.main).toBe(brand.primitives.palette.primary);
  expect(theme.vars).toBeUndefined();
});

test.each(BRANDS)("%s's headings are all in the brand's font and its bold weight", (_name, brand) => {
  const theme = createAppTheme(brand.primitives);
  for (const variant of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const) {
    expect(theme.typography[variant].fontWeight).toBe(HEADING_WEIGHT);
    expect(theme.typography[variant].fontFamily).toContain(brand.primitives.fontFamily[0]);
  }
});

/** WCAG's contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [la, lb] = [getLuminance(a), getLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

test.each(BRANDS)("%s's coloured buttons have text that reads at 4.5:1", (_name, brand) => {
  const { palette } = createAppTheme(brand.primitives);
  for (const colour of [palette.primary, palette.secondary, palette.error, palette.success]) {
    expect(contrast(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
  }
});
