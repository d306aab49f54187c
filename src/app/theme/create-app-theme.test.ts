import goldenReef from '../../../themes/golden-reef';
import luckyStar from '../../../themes/lucky-star';
import shubhPlay from '../../../themes/shubh-play';
import { createAppTheme } from './create-app-theme';

// Production bundles replace MUI's CSS-variables theme builder with a stand-in (gatsby/webpack.ts): no brand's theme
// may need it.
jest.mock('../../../node_modules/@mui/material/styles/createThemeWithVars.js', () => ({
  __esModule: true,
  default: () => {
    throw new Error('the CSS-variables theme builder was called');
  },
}));

test.each([
  ['lucky-star', luckyStar],
  ['golden-reef', goldenReef],
  ['shubh-play', shubhPlay],
])("%s's theme is built without MUI's CSS-variables theme builder", (_name, brand) => {
  const theme = createAppTheme(brand.primitives);
  expect(theme.palette.primary.main).toBe(brand.primitives.palette.primary);
  expect(theme.vars).toBeUndefined();
});
