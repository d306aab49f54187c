/**
 * Build time only: the @font-face rules of a brand font's scaled fallback (themes/font-fallbacks.ts), from Capsize's
 * font metrics: a local font with size-adjust and ascent/descent/line-gap overrides, so a line of fallback text takes
 * the room the brand font will take (no layout shift when the web font arrives). The theme uses two weights, so there
 * is a regular and a bold face, both scaled by the regular weights' metrics (Arial's: Roboto's are within 0.3 %).
 *
 * Each local() name costs the browser a lookup in the system's fonts before the first layout (on Linux a fontconfig
 * query, tens of milliseconds in all on a slow CPU), so each font is named once, by its PostScript name.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import lato from '@capsizecss/metrics/lato';
import montserrat from '@capsizecss/metrics/montserrat';
import roboto from '@capsizecss/metrics/roboto';
import { fallbackFamily } from '../themes/font-fallbacks';

type Metrics = Parameters<typeof createFontStack>[0][number];

/** The brand fonts Capsize has metrics for here; a brand with another font adds its `@capsizecss/metrics/<font>`. */
const BRAND_FONTS: Readonly<Record<string, Metrics>> = { Lato: lato, Montserrat: montserrat, Roboto: roboto };

/** The local stand-ins by weight, most likely first: Android's Roboto, then Arial, then Linux's Liberation Sans. */
const LOCAL_FONTS = {
  400: ['Roboto-Regular', 'ArialMT', 'LiberationSans'],
  700: ['Roboto-Bold', 'Arial-BoldMT', 'LiberationSans-Bold'],
} as const;

export function fallbackFontFaces(font: string): string {
  const metrics = BRAND_FONTS[font];
  if (!metrics) {
    throw new Error(
      `No font metrics for the brand font '${font}': add its @capsizecss/metrics/<font> to gatsby/font-fallback-faces.ts`,
    );
  }
  const [face] = createFontStack([metrics, arial], { fontFaceFormat: 'styleObject' }).fontFaces;
  if (!face) throw new Error(`Capsize made no fallback face for ${font}`);
  const { src: _src, fontFamily: _family, ...overrides } = face['@font-face'];
  return ([400, 700] as const)
    .map((weight) =>
      fontFaceCss({
        fontFamily: `"${fallbackFamily(font)}"`,
        src: LOCAL_FONTS[weight].map((name) => `local("${name}")`).join(','),
        fontWeight: weight,
        ...overrides,
      }),
    )
    .join('');
}

function fontFaceCss(descriptors: Readonly<Record<string, string | number | undefined>>) {
  const body = Object.entries(descriptors)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
  return `@font-face{${body}}`;
}
