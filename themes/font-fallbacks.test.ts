import { withMetricFallbacks } from './font-fallbacks';

test('the scaled fallbacks come right after the brand font, before the system fonts', () => {
  expect(withMetricFallbacks(['Lato', 'system-ui', 'sans-serif'])).toEqual([
    'Lato',
    'Lato Fallback: Roboto',
    'Lato Fallback: Arial',
    'Lato Fallback: Liberation Sans',
    'system-ui',
    'sans-serif',
  ]);
});

test('a Roboto brand has no Roboto stand-in', () => {
  expect(withMetricFallbacks(['Roboto', 'sans-serif'])).toEqual([
    'Roboto',
    'Roboto Fallback: Arial',
    'Roboto Fallback: Liberation Sans',
    'sans-serif',
  ]);
});
