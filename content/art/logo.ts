/**
 * A studio's logo, drawn at build time from its name and palette: a monogram disc beside the name (both set as
 * outlines, lettering.ts), on a rounded badge. Studios without a palette get a neutral one.
 */

import { LOGO_SIZE } from '../../contract/content';
import type { ContentProvider } from '../../contract/content';
import { letter, measure } from './lettering';
import { darken, escapeXml, lighten } from './svg';

const { width: WIDTH, height: HEIGHT } = LOGO_SIZE;

/** Up to two capitals: the first letters of the first two words. */
export const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

export function providerLogo(provider: ContentProvider): string {
  const [background, ink] = provider.palette ?? ['#263238', '#eceff1'];
  const letters = monogram(provider.name);
  const name = provider.name.toUpperCase();
  const room = WIDTH - HEIGHT - 16;
  const size = Math.min(24, room / measure(name, 1));
  const r = HEIGHT / 2 - 8;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<title>${escapeXml(provider.name)}</title>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(background, 0.12)}"/>` +
    `<stop offset="1" stop-color="${darken(background, 0.2)}"/></linearGradient>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="${HEIGHT / 2}" fill="url(#bg)"/>` +
    `<circle cx="${HEIGHT / 2}" cy="${HEIGHT / 2}" r="${r}" fill="${ink}"/>` +
    `<circle cx="${HEIGHT / 2}" cy="${HEIGHT / 2}" r="${r - 4}" fill="none" stroke="${background}" stroke-width="2"/>` +
    `<path d="${letter(letters, { x: HEIGHT / 2, y: HEIGHT / 2 + 8, size: letters.length > 1 ? 20 : 26, anchor: 'middle' }).d}" ` +
    `fill="${background}"/>` +
    `<path d="${letter(name, { x: HEIGHT + 2, y: HEIGHT / 2 + size * 0.36, size }).d}" fill="${ink}"/>` +
    `</svg>`
  );
}
