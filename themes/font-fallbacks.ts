/**
 * Until a brand's web font has loaded, its text is set in a local font scaled to the brand font's metrics (see
 * gatsby/font-fallback-faces.ts), so nothing moves when the web font swaps in: Roboto on Android, Arial on Windows
 * and macOS, Liberation Sans (Arial's metrics) on Linux. The three are near enough alike in width and height (within
 * 0.3 %) to share one scaling, so they make one family: one face per weight, the local fonts tried in that order.
 */
export function fallbackFamily(font: string) {
  return `${font} Fallback`;
}

/** The brand's font stack with its scaled fallback right after the brand font, before the system fonts. */
export function withMetricFallback(fontFamily: readonly string[]): string[] {
  const [font, ...system] = fontFamily;
  if (font === undefined) return [];
  return [font, fallbackFamily(font), ...system];
}
