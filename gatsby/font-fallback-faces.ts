/**
 * Build time only: the @font-face rules of a brand font's scaled fallbacks (themes/font-fallbacks.ts), from
 * Capsize's font metrics. Each is a local font with size-adjust and ascent/descent/line-gap overrides, so a line of
 * fallback text takes the room the brand font will take (no layout shift when the web font arrives). The theme uses
 * two weights, so each fallback has a regular and a bold face, both scaled by the regular weights' metrics.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import lato from '@capsizecss/metrics/lato';
import montserrat from '@capsizecss/metrics/montserrat';
import roboto from '@capsizecss/metrics/roboto';
import { fallbackFamily, METRIC_FALLBACKS, type MetricFallback } from '../themes/font-fallbacks';

type Metrics = Parameters<typeof createFontStack>[0][number];

/** The brand fonts Capsize has metrics for here; a brand with another font adds its `@capsizecss/metrics/<font>`. */
const BRAND_FONTS: Readonly<Record<string, Metrics>> = { Lato: lato, Montserrat: montserrat, Roboto: roboto };

interface Fallback {
  metrics: Metrics;
  /** The local font's full and PostScript names, by weight. */
  local: { 400: readonly string[]; 700: readonly string[] };
}

/** Liberation Sans is drawn to Arial's metrics. Android names Roboto by family only on some versions. */
const FALLBACKS: Readonly<Record<MetricFallback, Fallback>> = {
  Roboto: {
    metrics: roboto,
    local: { 400: ['Roboto', 'Roboto Regular', 'Roboto-Regular'], 700: ['Roboto Bold', 'Roboto-Bold'] },
  },
  Arial: { metrics: arial, local: { 400: ['Arial', 'ArialMT'], 700: ['Arial Bold', 'Arial-BoldMT'] } },
  'Liberation Sans': {
    metrics: arial,
    local: { 400: ['Liberation Sans', 'LiberationSans'], 700: ['Liberation Sans Bold', 'LiberationSans-Bold'] },
  },
};

export function fallbackFontFaces(font: string): string {
  const metrics = BRAND_FONTS[font];
  if (!metrics) {
    throw new Error(
      `No font metrics for the brand font '${font}': add its @capsizecss/metrics/<font> to gatsby/font-fallback-faces.ts`,
    );
  }
  return METRIC_FALLBACKS.filter((fallback) => fallback !== font)
    .flatMap((fallback) => {
      const { metrics: fallbackMetrics, local } = FALLBACKS[fallback];
      const [face] = createFontStack([metrics, fallbackMetrics], { fontFaceFormat: 'styleObject' }).fontFaces;
      if (!face) throw new Error(`Capsize made no fallback face for ${font} from ${fallback}`);
      const { src: _src, fontFamily: _family, ...overrides } = face['@font-face'];
      return ([400, 700] as const).map((weight) =>
        fontFaceCss({
          fontFamily: `"${fallbackFamily(font, fallback)}"`,
          src: local[weight].map((name) => `local("${name}")`).join(','),
          fontWeight: weight,
          ...overrides,
        }),
      );
    })
    .join('');
}

function fontFaceCss(descriptors: Readonly<Record<string, string | number | undefined>>) {
  const body = Object.entries(descriptors)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
  return `@font-face{${body}}`;
}
