/**
 * The sandbox slot: 5 reels × 3 rows, 5 paylines, RTP 96% (exact, see below).
 *
 * Rules (as the game page states them): the bet is spread evenly over the 5 lines, so a line bet is a fifth of it.
 * Each reel stops at a random position of its 20-symbol strip and shows that symbol and the next two. A line pays
 * when 3, 4 or 5 of the same symbol run from the leftmost reel along it; the wild stands for any symbol, a line
 * that starts with wilds takes the first other symbol on it, and five wilds pay as five sevens. Every line pays
 * its own win; the round's win is the sum, ⌊bet × line-bet multiples / 5⌋ in minor units.
 *
 * RTP: every reel shows each strip position on every row equally often, so each line sees the symbols of the
 * five strips independently; summing paytable × probability over the 8^5 symbol lines gives exactly
 * 3 072 000 / 3 200 000 = 0.96 of the bet. `payDistribution` enumerates all 20^5 stops to confirm it and to give
 * the distribution of a round's win. A bet that is a multiple of 5 minor units loses nothing to flooring.
 */

import type { Random } from '../fair';
import { assertBet, floorMultiple, type WinChance } from './outcomes';
import { reelWindows, spinReels, stopsWinChances, type ReelSpin, type Window as ReelWindow } from './reels';

export const SYMBOLS = ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven', 'wild'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

export const REELS = 5;
export const ROWS = 3;

/** Line bet multiples for 3, 4 and 5 in a row. The wild pays only by standing for another symbol. */
export const PAYTABLE: Readonly<Record<Exclude<SlotSymbol, 'wild'>, readonly [number, number, number]>> = {
  cherry: [3, 15, 50],
  lemon: [5, 20, 60],
  orange: [10, 30, 100],
  plum: [10, 40, 120],
  bell: [20, 80, 400],
  bar: [30, 125, 500],
  seven: [60, 250, 1000],
};

/** Strip letters: C cherry, L lemon, O orange, P plum, B bell, R bar, 7 seven, W wild. */
const LETTERS: Readonly<Record<string, SlotSymbol>> = {
  C: 'cherry',
  L: 'lemon',
  O: 'orange',
  P: 'plum',
  B: 'bell',
  R: 'bar',
  '7': 'seven',
  W: 'wild',
};

/** Each strip holds 4 cherries, 4 lemons, 3 oranges, 3 plums, 2 bells, 2 bars, 1 seven and 1 wild. */
export const STRIPS: readonly (readonly SlotSymbol[])[] = [
  'CLOBCPL7OCRLPWCOBLPR',
  'LCPORCLBPWCOL7CPRLOB',
  'OCLWPCBLORCPL7OCBPLR',
  'PLCROLC7PBLOCWPLRCOB',
  'COLBPCLROWCPLBOC7LPR',
].map((letters) => [...letters].map((letter) => LETTERS[letter] as SlotSymbol));

/** The row each payline crosses on each reel (0 top, 1 middle, 2 bottom). */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];

export const RTP = 0.96;

export interface LineWin {
  /** Index into PAYLINES. */
  line: number;
  symbol: Exclude<SlotSymbol, 'wild'>;
  count: 3 | 4 | 5;
  /** Line bet multiples. */
  pays: number;
}

export interface SlotOutcome extends ReelSpin<SlotSymbol> {
  lines: LineWin[];
  win: number;
}

type Window = ReelWindow<SlotSymbol>;

const WINDOWS = reelWindows(STRIPS, ROWS);

/** The line's win in line bet multiples, or null. */
function lineWin(window: Window, rows: readonly number[]): Omit<LineWin, 'line'> | null {
  let symbol: SlotSymbol = 'wild';
  let count = 0;
  for (; count < REELS; count += 1) {
    const here = (window[count] as readonly SlotSymbol[])[rows[count] as number] as SlotSymbol;
    if (here === 'wild') continue;
    if (symbol === 'wild') symbol = here;
    else if (here !== symbol) break;
  }
  if (count < 3) return null;
  const paying = symbol === 'wild' ? 'seven' : symbol;
  return { symbol: paying, count: count as 3 | 4 | 5, pays: PAYTABLE[paying][count - 3] as number };
}

function evaluate(window: Window): LineWin[] {
  const wins: LineWin[] = [];
  for (let line = 0; line < PAYLINES.length; line += 1) {
    const win = lineWin(window, PAYLINES[line] as readonly number[]);
    if (win) wins.push({ line, ...win });
  }
  return wins;
}

const totalPays = (lines: readonly LineWin[]): number => lines.reduce((sum, line) => sum + line.pays, 0);

export function play(bet: number, _options: Record<string, never>, random: Random): SlotOutcome {
  assertBet(bet);
  const { stops, window } = spinReels(WINDOWS, random);
  const lines = evaluate(window);
  return { stops, window, lines, win: floorMultiple(bet, totalPays(lines), PAYLINES.length) };
}

/** How many of the 20^5 stop combinations pay each total of line bet multiples (0 included). */
export function payDistribution(): Map<number, number> {
  const counts = new Map<number, number>();
  const window: (readonly SlotSymbol[])[] = [];
  const visit = (reel: number): void => {
    if (reel === REELS) {
      const pays = totalPays(evaluate(window));
      counts.set(pays, (counts.get(pays) ?? 0) + 1);
      return;
    }
    for (const shown of WINDOWS[reel] as Window) {
      window[reel] = shown;
      visit(reel + 1);
    }
  };
  visit(0);
  return counts;
}

/** The exact distribution of a round's win at this bet, from `payDistribution`. */
export function winChances(bet: number, distribution: Map<number, number> = payDistribution()): WinChance[] {
  return stopsWinChances(bet, distribution, STRIPS, PAYLINES.length);
}
