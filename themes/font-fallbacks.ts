/**
 * The local fonts that stand in for a brand's web font until it has loaded, each scaled to the brand font's
 * metrics (see gatsby/font-fallback-faces.ts), so the text does not move when the web font swaps in: Roboto on
 * Android, Arial on Windows and macOS, Liberation Sans (Arial's metrics) on Linux.
 */
export const METRIC_FALLBACKS = ['Roboto', 'Arial', 'Liberation Sans'] as const;

export type MetricFallback = (typeof METRIC_FALLBACKS)[number];

/** The font-family name of the face that scales `fallback` to `font`. */
export function fallbackFamily(font: string, fallback: MetricFallback) {
  return `${font} Fallback: ${fallback}`;
}

/** The brand's font stack with its scaled fallbacks right after the brand font; a font needs no stand-in for itself. */
export function withMetricFallbacks(fontFamily: readonly string[]): string[] {
  const [font, ...system] = fontFamily;
  if (font === undefined) return [];
  const fallbacks = METRIC_FALLBACKS.filter((fallback) => fallback !== font).map((f) => fallbackFamily(font, f));
  return [font, ...fallbacks, ...system];
}
