/**
 * The themed slots' symbols (243 ways, tumble, hold and win): the game's own pictures (theme-art.ts, in the page's
 * data) for the premiums, and card ranks in bright colours for the rest.
 */

import { symbolCell } from './reel-machine';
import { TEXTS } from './shell';

type Rank = 'ten' | 'jack' | 'queen' | 'king' | 'ace';

/** A rank's card letter and colour; its name is the page's word for it (texts.ts `symbols`). */
const RANKS: Readonly<Record<Rank, [text: string, colour: string]>> = {
  ten: ['10', '#4cc9f0'],
  jack: ['J', '#06d6a0'],
  queen: ['Q', '#ef476f'],
  king: ['K', '#f78c6b'],
  ace: ['A', '#ffd166'],
};

const isRank = (symbol: string): symbol is Rank => Object.hasOwn(RANKS, symbol);

export interface ThemeSymbols {
  /** A symbol's name for screen readers and the win lines: 'Queen', 'Pyramid'. */
  nameOf(symbol: string): string | undefined;
  /** A rank's or a premium's cell; undefined for the engine's own symbols (wild, scatter, coin). */
  cell(symbol: string): HTMLElement | undefined;
}

export function themeSymbols(art: Readonly<Record<string, { name: string; svg: string }>> = {}): ThemeSymbols {
  return {
    nameOf: (symbol) => art[symbol]?.name ?? (isRank(symbol) ? TEXTS.symbols[symbol] : undefined),
    cell(symbol) {
      if (isRank(symbol)) {
        const [text, colour] = RANKS[symbol];
        return symbolCell(
          symbol,
          TEXTS.symbols[symbol],
          `<text x="50" y="56" text-anchor="middle" dominant-baseline="middle" font-size="${text.length > 1 ? 50 : 62}" ` +
            `font-weight="900" font-family="Georgia, 'Times New Roman', serif" fill="${colour}" stroke="#1b1b1b" ` +
            `stroke-width="3" paint-order="stroke">${text}</text>`,
        );
      }
      const drawn = art[symbol];
      return drawn ? symbolCell(symbol, drawn.name, drawn.svg, '0 0 200 200') : undefined;
    },
  };
}
