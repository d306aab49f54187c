/** The fruit machines' symbols (the 5-line slot and the classic 3-reel): shapes and type only, so every font and
 * device shows the same reel. */

import type { ClassicSymbol } from '../../../modules/games/math/classic';
import type { SlotSymbol } from '../../../modules/games/math/slot';
import { symbolCell } from './reel-machine';
import { TEXTS } from './shell';

/** Two or three bars stacked, each a black plate with BAR on it. */
function bars(count: 2 | 3): string {
  const height = count === 2 ? 30 : 24;
  const gap = 4;
  const top = 50 - (count * height + (count - 1) * gap) / 2;
  return Array.from({ length: count }, (_, i) => {
    const y = top + i * (height + gap);
    return (
      `<rect x="12" y="${y}" width="76" height="${height}" rx="6" fill="#1b1b1b" stroke="#f4c430" stroke-width="3"/>` +
      `<text x="50" y="${y + height / 2 + 1}" text-anchor="middle" dominant-baseline="middle" ` +
      `font-size="${height - 8}" font-weight="900" fill="#f4c430" font-family="Arial Black, Arial, sans-serif">BAR</text>`
    );
  }).join('');
}

export const FRUIT_ART: Readonly<Record<SlotSymbol | ClassicSymbol, string>> = {
  cherry:
    '<path d="M50 18 C44 40 36 52 30 62 M50 18 C56 40 66 52 70 60" stroke="#3a7d2c" stroke-width="5" fill="none"/>' +
    '<path d="M50 18 C60 12 72 14 78 22 C68 26 58 24 50 18Z" fill="#4caf50"/>' +
    '<circle cx="30" cy="70" r="17" fill="#d7263d"/><circle cx="70" cy="68" r="17" fill="#b5172c"/>' +
    '<circle cx="24" cy="64" r="5" fill="#fff" opacity=".55"/><circle cx="64" cy="62" r="5" fill="#fff" opacity=".55"/>',
  lemon:
    '<path d="M14 52 C20 24 80 24 86 52 C80 80 20 80 14 52Z" fill="#ffd23f" stroke="#d4a017" stroke-width="3"/>' +
    '<ellipse cx="40" cy="42" rx="12" ry="6" fill="#fff" opacity=".45"/>',
  orange:
    '<circle cx="50" cy="54" r="32" fill="#ff8c1a" stroke="#d96c00" stroke-width="3"/>' +
    '<path d="M50 22 C58 10 72 12 76 18 C66 24 58 24 50 22Z" fill="#4caf50"/>' +
    '<circle cx="38" cy="42" r="7" fill="#fff" opacity=".4"/>',
  plum:
    '<ellipse cx="50" cy="56" rx="28" ry="32" fill="#7b2cbf" stroke="#4a148c" stroke-width="3"/>' +
    '<path d="M50 26 C52 18 56 12 62 10" stroke="#5d4037" stroke-width="4" fill="none"/>' +
    '<ellipse cx="40" cy="44" rx="6" ry="10" fill="#fff" opacity=".35"/>',
  bell:
    '<path d="M50 14 C30 14 26 34 26 52 C26 62 18 68 16 74 L84 74 C82 68 74 62 74 52 C74 34 70 14 50 14Z" ' +
    'fill="#f4c430" stroke="#b8860b" stroke-width="3"/><circle cx="50" cy="80" r="8" fill="#b8860b"/>' +
    '<path d="M38 28 C34 38 34 48 34 56" stroke="#fff" stroke-width="4" opacity=".5" fill="none"/>',
  bar:
    '<rect x="10" y="30" width="80" height="40" rx="8" fill="#1b1b1b" stroke="#f4c430" stroke-width="4"/>' +
    '<text x="50" y="51" text-anchor="middle" dominant-baseline="middle" font-size="26" font-weight="900" ' +
    'fill="#f4c430" font-family="Arial Black, Arial, sans-serif">BAR</text>',
  'double-bar': bars(2),
  'triple-bar': bars(3),
  blank: '',
  seven:
    '<text x="50" y="56" text-anchor="middle" dominant-baseline="middle" font-size="80" font-weight="900" ' +
    'font-family="Arial Black, Arial, sans-serif" fill="#e63946" stroke="#fff" stroke-width="4" ' +
    'paint-order="stroke">7</text>',
  wild:
    '<path d="M50 8 L61 38 L93 38 L67 57 L77 88 L50 69 L23 88 L33 57 L7 38 L39 38Z" fill="var(--accent)" ' +
    'stroke="#fff" stroke-width="3"/><text x="50" y="56" text-anchor="middle" dominant-baseline="middle" ' +
    'font-size="17" font-weight="900" font-family="Arial Black, Arial, sans-serif" fill="var(--on-accent)">WILD</text>',
};

/** A fruit machine symbol's name in the page's language (texts.ts `symbols`). */
export const FRUIT_NAMES: Readonly<Record<SlotSymbol | ClassicSymbol, string>> = TEXTS.symbols;

export const fruitCell = (symbol: SlotSymbol | ClassicSymbol) =>
  symbolCell(symbol, FRUIT_NAMES[symbol], FRUIT_ART[symbol]);
