/**
 * The classic 3-reel slot: 3 reels × 3 rows, 5 lines, blanks on the reels, RTP as `RTP` states (exact, see below).
 *
 * Rules (as the game page states them): the bet is spread evenly over the 5 lines (the three rows and the two
 * diagonals), so a line bet is a fifth of it. Each reel stops at a random position of its 24-stop strip and shows
 * that stop and the next two. A line pays three of a kind, any three bars mixed (single, double, triple), or cherries
 * from the left reel: one cherry, two, or three. Every line pays its own win; the round's win is the sum,
 * ⌊bet × line-bet multiples / 5⌋ in minor units.
 *
 * RTP: every reel shows each stop on every row equally often, so each line sees the three strips' symbols
 * independently; `payDistribution` enumerates all 24³ stops, which gives the exact return and the distribution of a
 * round's win. A bet that is a multiple of 5 minor units loses nothing to flooring.
 */

import type { Random } from '../fair';
import { assertBet, floorMultiple, type WinChance } from './outcomes';
import { reelWindows, spinReels, stopsWinChances, type ReelSpin, type Window as ReelWindow } from './reels';

export const SYMBOLS = ['blank', 'cherry', 'bell', 'bar', 'double-bar', 'triple-bar', 'seven'] as const;
export type ClassicSymbol = (typeof SYMBOLS)[number];

export const REELS = 3;
export const ROWS = 3;

/** Line bet multiples for three of a kind. */
export const THREE: Readonly<Record<Exclude<ClassicSymbol, 'blank'>, number>> = {
  cherry: 15,
  bell: 20,
  bar: 10,
  'double-bar': 30,
  'triple-bar': 60,
  seven: 180,
};
/** Any three bars that are not all the same. */
export const ANY_BARS = 4;
/** Cherries from the left reel: one, two (three pay as three of a kind). */
export const CHERRIES: readonly [number, number] = [1, 4];

/** Strip letters: - blank, C cherry, L bell, B bar, D double bar, T triple bar, 7 seven. */
const LETTERS: Readonly<Record<string, ClassicSymbol>> = {
  '-': 'blank',
  C: 'cherry',
  L: 'bell',
  B: 'bar',
  D: 'double-bar',
  T: 'triple-bar',
  '7': 'seven',
};

export const STRIPS: readonly (readonly ClassicSymbol[])[] = [
  'BLC-DB7CTBL-DCB-LTC7D-BL',
  'LB-CDTB7-LDBC-TLB-7DCB-D',
  'CBDL-TB7LDB-CTL-BD7CB-LD',
].map((letters) => [...letters].map((letter) => LETTERS[letter] as ClassicSymbol));

/** The row each line crosses on each reel (0 top, 1 middle, 2 bottom). */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** The exact return of the strips and paytable, rounded to hundredths of a percent (the RTP test checks it). */
export const RTP = 0.9585;

export interface ClassicLineWin {
  /** Index into PAYLINES. */
  line: number;
  /** The symbol that pays; 'bar' with `count` 3 and `mixed` for any three bars. */
  symbol: Exclude<ClassicSymbol, 'blank'>;
  /** How many reels from the left take part. */
  count: 1 | 2 | 3;
  mixed?: true;
  /** Line bet multiples. */
  pays: number;
}

export interface ClassicOutcome extends ReelSpin<ClassicSymbol> {
  lines: ClassicLineWin[];
  win: number;
}

type Window = ReelWindow<ClassicSymbol>;

const BARS: ReadonlySet<ClassicSymbol> = new Set(['bar', 'double-bar', 'triple-bar']);

const WINDOWS = reelWindows(STRIPS, ROWS);

function lineWin(symbols: readonly ClassicSymbol[]): Omit<ClassicLineWin, 'line'> | null {
  const [a, b, c] = symbols as [ClassicSymbol, ClassicSymbol, ClassicSymbol];
  if (a !== 'blank' && a === b && b === c) return { symbol: a, count: 3, pays: THREE[a] };
  if (BARS.has(a) && BARS.has(b) && BARS.has(c)) return { symbol: 'bar', count: 3, mixed: true, pays: ANY_BARS };
  if (a !== 'cherry') return null;
  return b === 'cherry'
    ? { symbol: 'cherry', count: 2, pays: CHERRIES[1] }
    : { symbol: 'cherry', count: 1, pays: CHERRIES[0] };
}

function evaluate(window: Window): ClassicLineWin[] {
  const wins: ClassicLineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const win = lineWin(rows.map((row, reel) => (window[reel] as readonly ClassicSymbol[])[row] as ClassicSymbol));
    if (win) wins.push({ line, ...win });
  });
  return wins;
}

const totalPays = (lines: readonly ClassicLineWin[]): number => lines.reduce((sum, line) => sum + line.pays, 0);

/** Every stop combination's line wins, worked out once: a round only looks its stops up. */
const SPINS: readonly { lines: readonly ClassicLineWin[]; pays: number }[] = (() => {
  const all: { lines: readonly ClassicLineWin[]; pays: number }[] = [];
  for (const first of WINDOWS[0] as Window)
    for (const second of WINDOWS[1] as Window)
      for (const third of WINDOWS[2] as Window) {
        const lines = evaluate([first, second, third]).map((line) => Object.freeze(line));
        all.push({ lines, pays: totalPays(lines) });
      }
  return all;
})();

const spinAt = (stops: readonly number[]) =>
  SPINS[stops.reduce((index, stop, reel) => index * (STRIPS[reel] as readonly ClassicSymbol[]).length + stop, 0)]!;

export function play(bet: number, _options: Record<string, never>, random: Random): ClassicOutcome {
  assertBet(bet);
  const { stops, window } = spinReels(WINDOWS, random);
  const { lines, pays } = spinAt(stops);
  return { stops, window, lines: [...lines], win: floorMultiple(bet, pays, PAYLINES.length) };
}

/** How many of the 24³ stop combinations pay each total of line bet multiples (0 included). */
export function payDistribution(): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { pays } of SPINS) counts.set(pays, (counts.get(pays) ?? 0) + 1);
  return counts;
}

/** The exact distribution of a round's win at this bet, from `payDistribution`. */
export function winChances(bet: number, distribution: Map<number, number> = payDistribution()): WinChance[] {
  return stopsWinChances(bet, distribution, STRIPS, PAYLINES.length);
}

/** The exact return per unit bet, flooring aside. */
export function exactRtp(distribution: Map<number, number> = payDistribution()): number {
  const total = STRIPS.reduce((product, strip) => product * strip.length, 1);
  let pays = 0;
  for (const [multiples, count] of distribution) pays += multiples * count;
  return pays / total / PAYLINES.length;
}
