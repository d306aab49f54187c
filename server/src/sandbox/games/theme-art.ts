/**
 * A themed slot's premium symbols: the game's own motif (the picture on its thumbnail) is the best, three pictures
 * of the same world follow it, drawn in the game's colours by the thumbnails' own art (content/art/motifs.ts), so a
 * pyramid game pays pyramids, suns and gems and a cricket game bats, trophies' stars and coins. In a hold-and-win
 * game the coin is the engine's own (it shows its value and starts the respins): gold bars stand in for the coins
 * picture there, and are Golden Mint's own motif, so its thumbnail and best symbol are a stack of bars beside its
 * coins, never another coin.
 */

import type { GameMotif, GameTheme } from '../../../../contract/content';
import { MOTIFS } from '../../../../content/art/motifs';

/** What the page draws a symbol with: its name and its SVG (a 200×200 box). */
export interface SymbolArt {
  name: string;
  svg: string;
}

/** The three pictures after a motif, best first: its world, in the lobby's own drawings. */
const COMPANIONS: Readonly<Partial<Record<GameMotif, readonly [GameMotif, GameMotif, GameMotif]>>> = {
  anchor: ['coins', 'crown', 'gem'],
  clock: ['gear', 'moon', 'coins'],
  clover: ['coins', 'star', 'seven'],
  coins: ['crown', 'gem', 'clover'],
  cricket: ['star', 'crown', 'coins'],
  crown: ['peacock', 'gem', 'diya'],
  diya: ['lotus', 'moon', 'star'],
  drum: ['tree', 'sun', 'protea'],
  gear: ['clock', 'coins', 'gem'],
  gem: ['sun', 'crown', 'coins'],
  // the mint's bars: the coins' own world
  ingot: ['crown', 'gem', 'clover'],
  lotus: ['peacock', 'diya', 'gem'],
  moon: ['clock', 'star', 'crown'],
  peacock: ['lotus', 'crown', 'gem'],
  protea: ['sun', 'coins', 'gem'],
  pyramid: ['sun', 'gem', 'coins'],
  snowflake: ['moon', 'gem', 'star'],
  sun: ['tree', 'protea', 'drum'],
  tree: ['sun', 'drum', 'protea'],
};
const ANY: readonly [GameMotif, GameMotif, GameMotif] = ['crown', 'gem', 'coins'];

const DEFAULT_THEME: GameTheme = { palette: ['#0b1026', '#24305e', '#f8c630'], motif: 'star' };

/** A drawing's ids (gradients) made its own, so four drawings on one page never take each other's. */
const ownIds = (svg: string, prefix: string) =>
  svg.replace(/id="([^"]+)"/g, `id="${prefix}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`);

/**
 * The four premium symbols of a game of the engine, best (`premium-1`) first, named in the page's language (texts.ts
 * `motifs`).
 */
export function premiumArt(
  theme: GameTheme | null,
  names: Readonly<Record<GameMotif, string>>,
  engine: string,
): Record<string, SymbolArt> {
  const { palette, motif } = theme ?? DEFAULT_THEME;
  const [dark, mid, accent] = palette;
  const ownCoins = engine === 'hold-and-win';
  const motifs = [motif, ...(COMPANIONS[motif] ?? ANY)].map((one) => (ownCoins && one === 'coins' ? 'ingot' : one));
  return Object.fromEntries(
    motifs.map((one, i) => [
      `premium-${i + 1}`,
      { name: names[one], svg: ownIds(MOTIFS[one]({ dark, mid, accent }), `p${i + 1}`) },
    ]),
  );
}
