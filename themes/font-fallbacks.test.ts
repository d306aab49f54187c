import { withMetricFallback } from './font-fallbacks';

test('the scaled fallback comes right after the brand font, before the system fonts', () => {
  expect(withMetricFallback(['Lato', 'system-ui', 'sans-serif'])).toEqual([
    'Lato',
    'Lato Fallback',
    'system-ui',
    'sans-serif',
  ]);
});
