/**
 * The tumble (cascading) slot: a grid of 6 columns × 5 rows that pays anywhere, RTP as `RTP` states (by the method
 * below).
 *
 * Rules (as the game page states them): every position of the grid shows a symbol by the weights of `WEIGHTS`. 8 or
 * more of the same symbol anywhere pay (the paytable's amount for 8–9, 10–11 or 12 and more). The winning symbols
 * burst, the symbols above them fall down, and new ones drop in from the top; a win pays again, and so on until a
 * drop pays nothing. Each drop's win is multiplied by the tumble multiplier: ×1, ×2, ×3, ×4, and ×5 from the fifth
 * drop on. All the drops are one spin: the round's win is ⌊bet × hundredths / 100⌋.
 *
 * RTP: the grid's positions are independent, so the first drop's return is exact (each symbol's count is binomial,
 * `firstDropRtp`, 37.08%). The drops after it depend on what stays on the grid, a chain of too many states to sum,
 * so their return is measured: `scripts/tumble-rtp.ts` played 10⁷ seeded rounds (seed 2026) and, since which symbols
 * burst depends on the counts and never on the pays, measured per symbol and count band the multiplied wins a round
 * makes; with this paytable the tumbles return 58.93% ± 0.14% (standard error), 96.00% in all. `RTP` states it,
 * `RTP_STANDARD_ERROR` its error; the RTP test plays another million rounds and checks them against it, within the
 * spread of both measurements. A bet that is a multiple of 100 minor units loses nothing to flooring.
 */

import type { Random } from '../fair';
import { assertBet, floorMultiple } from './outcomes';

export const SYMBOLS = ['jack', 'queen', 'king', 'ace', 'premium-4', 'premium-3', 'premium-2', 'premium-1'] as const;
export type TumbleSymbol = (typeof SYMBOLS)[number];

export const COLUMNS = 6;
export const ROWS = 5;
export const POSITIONS = COLUMNS * ROWS;
/** Pays are in hundredths of the bet. */
export const UNITS = 100;
/** The fewest of a symbol that pay. */
export const MIN_COUNT = 8;
/** The multiplier of the first, second… drop; the last holds for every drop after it. */
export const MULTIPLIERS: readonly number[] = [1, 2, 3, 4, 5];

/** How often each symbol shows on a position, out of `WEIGHT_TOTAL`. */
export const WEIGHTS: Readonly<Record<TumbleSymbol, number>> = {
  jack: 16,
  queen: 16,
  king: 15,
  ace: 15,
  'premium-4': 14,
  'premium-3': 13,
  'premium-2': 12,
  'premium-1': 11,
};
export const WEIGHT_TOTAL = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);

/** Hundredths of the bet for 8–9, 10–11 and 12 or more of a symbol. */
export const PAYTABLE: Readonly<Record<TumbleSymbol, readonly [number, number, number]>> = {
  jack: [41, 100, 250],
  queen: [50, 120, 300],
  king: [70, 140, 400],
  ace: [100, 175, 500],
  'premium-4': [150, 300, 750],
  'premium-3': [240, 600, 1500],
  'premium-2': [350, 1200, 3000],
  'premium-1': [1200, 3000, 6000],
};

/** The first drop's exact return and the tumbles' measured one (see above), rounded to hundredths of a percent. */
export const RTP = 0.96;
/** The standard error of the tumbles' measurement (the RTP test allows for it). */
export const RTP_STANDARD_ERROR = 0.0014;

export interface TumbleWin {
  symbol: TumbleSymbol;
  count: number;
  /** Hundredths of the bet, before the drop's multiplier. */
  pays: number;
}

export interface TumbleDrop {
  /** The grid, column by column, top to bottom. */
  grid: TumbleSymbol[][];
  wins: TumbleWin[];
  multiplier: number;
  /** Hundredths of the bet: the wins times the multiplier. */
  pays: number;
}

export interface TumbleOutcome {
  /** The first drop and every tumble after it; the last pays nothing. */
  drops: TumbleDrop[];
  /** Hundredths of the bet over all the drops. */
  pays: number;
  win: number;
}

/** Symbol indices (into SYMBOLS) by weight: a position shows `CELL[random.int(WEIGHT_TOTAL)]`. */
const CELL: readonly number[] = SYMBOLS.flatMap((symbol, index) => Array<number>(WEIGHTS[symbol]).fill(index));
const draw = (random: Random): number => CELL[random.int(CELL.length)] as number;

export const paysFor = (symbol: TumbleSymbol, count: number): number =>
  count < MIN_COUNT ? 0 : (PAYTABLE[symbol][count >= 12 ? 2 : count >= 10 ? 1 : 0] as number);

/** The grid as the outcome shows it: column by column, top to bottom, by name. */
function named(grid: Uint8Array): TumbleSymbol[][] {
  const columns: TumbleSymbol[][] = [];
  for (let column = 0; column < COLUMNS; column += 1) {
    const shown: TumbleSymbol[] = [];
    for (let row = 0; row < ROWS; row += 1) shown.push(SYMBOLS[grid[column * ROWS + row] as number] as TumbleSymbol);
    columns.push(shown);
  }
  return columns;
}

/**
 * Plays the round: the grid is drawn column by column, top to bottom; after a win each column keeps its other
 * symbols, fallen to the bottom, and draws the new ones above them, top to bottom, column by column.
 */
export function play(bet: number, _options: Record<string, never>, random: Random): TumbleOutcome {
  assertBet(bet);
  const grid = new Uint8Array(POSITIONS);
  for (let at = 0; at < POSITIONS; at += 1) grid[at] = draw(random);
  const counts = new Uint8Array(SYMBOLS.length);
  const drops: TumbleDrop[] = [];
  let pays = 0;
  for (;;) {
    counts.fill(0);
    for (let at = 0; at < POSITIONS; at += 1) {
      const index = grid[at] as number;
      counts[index] = (counts[index] as number) + 1;
    }
    const found: TumbleWin[] = [];
    let won = 0;
    for (let index = 0; index < SYMBOLS.length; index += 1) {
      const count = counts[index] as number;
      if (count < MIN_COUNT) continue;
      const symbol = SYMBOLS[index] as TumbleSymbol;
      const win = paysFor(symbol, count);
      found.push({ symbol, count, pays: win });
      won += win;
    }
    const multiplier = MULTIPLIERS[Math.min(drops.length, MULTIPLIERS.length - 1)] as number;
    drops.push({ grid: named(grid), wins: found, multiplier, pays: won * multiplier });
    if (found.length === 0) break;
    pays += won * multiplier;
    for (let column = 0; column < COLUMNS; column += 1) {
      // the column's kept symbols fall to its bottom rows, bottom first
      const top = column * ROWS;
      let to = top + ROWS - 1;
      for (let from = to; from >= top; from -= 1) {
        const index = grid[from] as number;
        if ((counts[index] as number) < MIN_COUNT) grid[to--] = index;
      }
      for (let at = top; at <= to; at += 1) grid[at] = draw(random);
    }
  }
  return { drops, pays, win: floorMultiple(bet, pays, UNITS) };
}

const binomial = (n: number, k: number, p: number): number => {
  let c = 1;
  for (let i = 0; i < k; i += 1) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
};

/** The exact return of the first drop alone, per unit bet: each symbol's count over the grid is binomial. */
export function firstDropRtp(): number {
  let units = 0;
  for (const symbol of SYMBOLS) {
    const p = WEIGHTS[symbol] / WEIGHT_TOTAL;
    for (let count = MIN_COUNT; count <= POSITIONS; count += 1)
      units += binomial(POSITIONS, count, p) * paysFor(symbol, count);
  }
  return units / UNITS;
}
