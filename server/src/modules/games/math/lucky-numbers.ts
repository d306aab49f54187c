/**
 * Lucky Numbers: pick 1 to 7 numbers of 1–36, 10 are drawn, RTP 94.44% to 95.02% by how many are picked.
 *
 * Rules (as the game page states them): the player picks 1 to 7 different numbers from 1 to 36 (or lets the game
 * pick them); the draw takes 10 different numbers, each set of 10 equally likely. The bet is paid × the multiplier
 * in PAYTABLE for the number of picks and how many of them were drawn, ⌊bet × hundredths / 100⌋ minor units.
 *
 * RTP: with k picks, the hits follow the hypergeometric distribution,
 * P(h) = C(k, h) · C(36 − k, 10 − h) / C(36, 10), and the return is Σ P(h) · multiplier(k, h). `exactRtp`
 * computes it; RTP_BY_PICKS states it to four decimals for the game page. A bet that is a multiple of
 * 100 minor units loses nothing to flooring.
 */

import type { Random } from '../fair';
import { assertBet, floorMultiple, type WinChance } from './outcomes';

export const POOL = 36;
export const DRAWN = 10;
export const MAX_PICKS = 7;
export const DEFAULT_PICKS = 5;

/** Multipliers in hundredths by number of picks, then by hits (index 0 = no hits). */
export const PAYTABLE: Readonly<Record<number, readonly number[]>> = {
  1: [0, 340],
  2: [0, 100, 750],
  3: [0, 0, 250, 3200],
  4: [0, 0, 100, 650, 10_000],
  5: [0, 0, 50, 300, 1500, 40_000],
  6: [0, 0, 0, 200, 850, 5000, 150_000],
  7: [0, 0, 0, 100, 400, 2000, 20_000, 1_000_000],
};

/** The exact RTP by number of picks, to four decimals, as the game page shows it. */
export const RTP_BY_PICKS: Readonly<Record<number, number>> = {
  1: 0.9444,
  2: 0.9484,
  3: 0.9475,
  4: 0.9491,
  5: 0.9502,
  6: 0.9481,
  7: 0.9473,
};

export interface LuckyNumbersOptions {
  /** The player's numbers; without them the game picks `count` for the player. */
  picks?: number[];
  count?: number;
}

export interface LuckyNumbersOutcome {
  picks: number[];
  /** In the order drawn. */
  drawn: number[];
  /** The picks that were drawn, in the order picked. */
  hits: number[];
  /** Hundredths. */
  multiplier: number;
  win: number;
}

/** `count` different numbers from 1..POOL, each set equally likely (a partial Fisher–Yates shuffle). */
function sample(count: number, random: Random): number[] {
  const numbers = Array.from({ length: POOL }, (_, i) => i + 1);
  for (let i = 0; i < count; i += 1) {
    const j = i + random.int(POOL - i);
    const chosen = numbers[j] as number;
    numbers[j] = numbers[i] as number;
    numbers[i] = chosen;
  }
  return numbers.slice(0, count);
}

function paytableFor(picks: number): readonly number[] {
  const row = PAYTABLE[picks];
  if (!Number.isInteger(picks) || !row) throw new RangeError(`pick 1 to ${MAX_PICKS} numbers`);
  return row;
}

function assertPicks(picks: readonly number[]): void {
  paytableFor(picks.length);
  const valid = picks.every((n) => Number.isInteger(n) && n >= 1 && n <= POOL);
  if (!valid || new Set(picks).size !== picks.length)
    throw new RangeError(`picks must be different numbers 1..${POOL}`);
}

export function play(bet: number, options: LuckyNumbersOptions, random: Random): LuckyNumbersOutcome {
  assertBet(bet);
  if (options.picks) assertPicks(options.picks);
  else paytableFor(options.count ?? DEFAULT_PICKS);
  const picks = options.picks ? [...options.picks] : sample(options.count ?? DEFAULT_PICKS, random);
  const drawn = sample(DRAWN, random);
  const hits = picks.filter((n) => drawn.includes(n));
  const multiplier = paytableFor(picks.length)[hits.length] as number;
  return { picks, drawn, hits, multiplier, win: floorMultiple(bet, multiplier, 100) };
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** P(h hits) for h = 0..picks: the hypergeometric distribution of picks among the drawn. */
export function hitProbabilities(picks: number): number[] {
  paytableFor(picks);
  const draws = choose(POOL, DRAWN);
  return Array.from({ length: picks + 1 }, (_, h) => (choose(picks, h) * choose(POOL - picks, DRAWN - h)) / draws);
}

/** The exact distribution of a round's win at this bet with this many picks. */
export function winChances(bet: number, picks: number): WinChance[] {
  assertBet(bet);
  const row = paytableFor(picks);
  return hitProbabilities(picks).map((probability, hits) => ({
    probability,
    win: floorMultiple(bet, row[hits] as number, 100),
  }));
}

/** The expected return per unit bet with this many picks, before flooring. */
export function exactRtp(picks: number): number {
  const row = paytableFor(picks);
  return hitProbabilities(picks).reduce((sum, p, hits) => sum + (p * (row[hits] as number)) / 100, 0);
}
