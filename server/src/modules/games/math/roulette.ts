/**
 * European Roulette: one zero, 37 pockets, RTP 36/37 ≈ 97.30% on every bet.
 *
 * Rules (as the game page states them): the ball lands in one of the pockets 0–36, each equally likely. A bet
 * covers some numbers and, when the ball lands on one of them, pays its odds and returns the stake:
 * straight (one number) 35 to 1, split (two neighbours on the table, 0 with 1, 2 or 3 included) 17 to 1,
 * dozen (1–12, 13–24, 25–36) and column (1, 4 … 34 / 2, 5 … 35 / 3, 6 … 36) 2 to 1, and red, black, odd, even,
 * low (1–18) and high (19–36) 1 to 1. Zero is neither red nor black, odd nor even, low nor high.
 *
 * RTP: a bet covering c numbers pays 36/c times the stake with probability c/37, so every bet returns exactly
 * 36/37 of the stake. Wins are whole multiples of the bet, so nothing is lost to flooring.
 */

import type { Random } from '../fair';
import { assertBet, type WinChance } from './outcomes';

export const RTP = 36 / 37;
export const POCKETS = 37;

export const RED: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteBet =
  | { type: 'straight'; number: number }
  | { type: 'split'; numbers: [number, number] }
  | { type: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' }
  | { type: 'dozen' | 'column'; which: 1 | 2 | 3 };

export interface RouletteOutcome {
  pocket: number;
  win: number;
}

export const DEFAULT_BET: RouletteBet = { type: 'red' };

const isNumber = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 36;

/** Two numbers that touch on the table: side by side in a row of three, one above the other, or 0 with 1–3. */
function adjacent(a: number, b: number): boolean {
  const [low, high] = a < b ? [a, b] : [b, a];
  if (low === 0) return high >= 1 && high <= 3;
  if (high - low === 3) return true;
  return high - low === 1 && low % 3 !== 0;
}

const ONE_TO_36 = Array.from({ length: 36 }, (_, i) => i + 1);
const thirds = (third: (n: number) => number) => [1, 2, 3].map((which) => ONE_TO_36.filter((n) => third(n) === which));

/** The numbers of the bets that need no choice, and of each dozen and column. */
const EVEN_MONEY: Readonly<Record<'red' | 'black' | 'odd' | 'even' | 'low' | 'high', readonly number[]>> = {
  red: ONE_TO_36.filter((n) => RED.has(n)),
  black: ONE_TO_36.filter((n) => !RED.has(n)),
  odd: ONE_TO_36.filter((n) => n % 2 === 1),
  even: ONE_TO_36.filter((n) => n % 2 === 0),
  low: ONE_TO_36.filter((n) => n <= 18),
  high: ONE_TO_36.filter((n) => n > 18),
};
const DOZENS = thirds((n) => Math.ceil(n / 12));
const COLUMNS = thirds((n) => ((n - 1) % 3) + 1);

/** The numbers a bet covers; a bet that the table does not offer is a RangeError. */
export function covered(bet: RouletteBet): readonly number[] {
  switch (bet.type) {
    case 'straight':
      if (isNumber(bet.number)) return [bet.number];
      break;
    case 'split': {
      const [a, b] = bet.numbers;
      if (isNumber(a) && isNumber(b) && adjacent(a, b)) return [a, b];
      break;
    }
    case 'dozen':
    case 'column':
      if ([1, 2, 3].includes(bet.which)) return (bet.type === 'dozen' ? DOZENS : COLUMNS)[bet.which - 1] as number[];
      break;
    default:
      if (Object.hasOwn(EVEN_MONEY, bet.type)) return EVEN_MONEY[bet.type];
  }
  throw new RangeError(`not a bet on this table: ${JSON.stringify(bet)}`);
}

export function play(stake: number, bet: RouletteBet, random: Random): RouletteOutcome {
  assertBet(stake);
  const numbers = covered(bet);
  const pocket = random.int(POCKETS);
  return { pocket, win: numbers.includes(pocket) ? stake * (36 / numbers.length) : 0 };
}

/** The exact distribution of a spin's win for this bet. */
export function winChances(stake: number, bet: RouletteBet): WinChance[] {
  assertBet(stake);
  const count = covered(bet).length;
  return [
    { probability: count / POCKETS, win: stake * (36 / count) },
    { probability: 1 - count / POCKETS, win: 0 },
  ];
}
