/**
 * A game's thumbnail, drawn at build time from its theme (contract/content.ts GameTheme): a casino tile with a
 * gradient and light rays in the game's palette, its motif in the middle, its name set large at the foot, as
 * outlines (lettering.ts). No words but the name (a badge such as Jackpot is the tile's, in the page's language).
 * No third-party art; one small SVG per game.
 */

import { THUMBNAIL_SIZE } from '../../contract/content';
import type { ContentGame } from '../../contract/content';
import { letter, measure } from './lettering';
import type { Lettering } from './lettering';
import { MOTIFS } from './motifs';
import { darken, escapeXml, lighten, num, polar } from './svg';

const { width: WIDTH, height: HEIGHT } = THUMBNAIL_SIZE;
/** The measure a title sets in: the tile less a margin each side. */
export const TEXT_WIDTH = WIDTH - 36;

/** The name in one line, or two lines as even as the words allow when one would set too small. */
export function titleLines(name: string): string[] {
  const title = name.toUpperCase();
  const words = title.split(/\s+/);
  if (title.length <= 9 || words.length < 2) return [title];
  let best: string[] = [title];
  let longest = title.length;
  for (let cut = 1; cut < words.length; cut += 1) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const size = Math.max(...lines.map((line) => line.length));
    if (size < longest) [best, longest] = [lines, size];
  }
  return best;
}

/** A small seeded generator, so a game's sparkles fall in the same places on every build. */
function seeded(text: string): () => number {
  let state = 2166136261;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822519);
    state = Math.imul(state ^ (state >>> 13), 3266489917);
    return ((state ^= state >>> 16) >>> 0) / 4294967296;
  };
}

function rays(cx: number, cy: number, count: number): string {
  const r = HEIGHT;
  const wedges: string[] = [];
  for (let i = 0; i < count; i += 2) {
    const [x1, y1] = polar(cx, cy, r, (i * 360) / count);
    const [x2, y2] = polar(cx, cy, r, ((i + 1) * 360) / count);
    wedges.push(`M${cx} ${cy}L${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}Z`);
  }
  return `<path d="${wedges.join('')}" fill="#fff" opacity=".07"/>`;
}

/** The title as outlines: as large as its longest line allows in TEXT_WIDTH, at most 60 (50 on two lines). */
export function titleLettering(name: string): { size: number; lines: Lettering[] } {
  const lines = titleLines(name);
  const two = lines.length > 1;
  const size = Math.min(two ? 50 : 60, TEXT_WIDTH / Math.max(...lines.map((line) => measure(line, 1))));
  const last = HEIGHT - 30;
  const baselines = two ? [last - size * 1.04, last] : [last - 4];
  return {
    size,
    lines: lines.map((line, index) =>
      letter(line, { x: WIDTH / 2, y: baselines[index] ?? last, size, anchor: 'middle' }),
    ),
  };
}

function title(name: string, ink: string, edge: string): string {
  const { size, lines } = titleLettering(name);
  // One path a line, so the gradient runs from white to the ink down each line (it spans its element's box).
  return (
    `<linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset=".2" stop-color="#fff"/>` +
    `<stop offset="1" stop-color="${ink}"/></linearGradient>` +
    `<g fill="url(#ink)" stroke="${edge}" stroke-width="${num(size * 0.18)}" stroke-linejoin="round" ` +
    `paint-order="stroke">${lines.map((line) => `<path d="${line.d}"/>`).join('')}</g>`
  );
}

/** The game's thumbnail as an SVG document, THUMBNAIL_SIZE (3:4). */
export function gameThumbnail(game: ContentGame): string {
  const [from, to, accent] = game.theme.palette;
  const random = seeded(game.slug);
  const dots = Array.from({ length: 14 }, () => {
    const r = 1.5 + random() * 3;
    return `<circle cx="${num(random() * WIDTH)}" cy="${num(random() * HEIGHT * 0.7)}" r="${num(r)}"/>`;
  }).join('');
  const foot = darken(from, 0.55);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<title>${escapeXml(game.name)}</title>` +
    `<linearGradient id="bg" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="${to}"/>` +
    `<stop offset="1" stop-color="${from}"/></linearGradient>` +
    `<radialGradient id="glow" cx="50%" cy="36%" r="55%"><stop offset="0" stop-color="${accent}" stop-opacity=".55"/>` +
    `<stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="foot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${foot}" stop-opacity="0"/>` +
    `<stop offset=".55" stop-color="${foot}" stop-opacity=".85"/><stop offset="1" stop-color="${foot}"/></linearGradient>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    rays(WIDTH / 2, 150, 24) +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>` +
    `<g fill="#fff" opacity=".5">${dots}</g>` +
    `<g transform="translate(40 40) scale(1.1)">${MOTIFS[game.theme.motif]({ dark: from, mid: to, accent })}</g>` +
    `<rect y="${HEIGHT - 170}" width="${WIDTH}" height="170" fill="url(#foot)"/>` +
    title(game.name, lighten(accent, 0.25), darken(from, 0.7)) +
    `<rect x="5" y="5" width="${WIDTH - 10}" height="${HEIGHT - 10}" rx="18" fill="none" stroke="${accent}" ` +
    `stroke-width="3" opacity=".55"/>` +
    `</svg>`
  );
}
