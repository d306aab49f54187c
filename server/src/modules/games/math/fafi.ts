/**
 * Fafi (/game/fafi/, SPEC's 'Fafi Dream Wheel'): one number of 36 is drawn, RTP 34/36 ≈ 94.44% (exact).
 *
 * Rules (as the game page states them): the player bets on one number from 1 to 36 (each stands for a dream in
 * the chart, fafi-chart.ts); one number is drawn, each as likely as the others. When it is the player's, the bet
 * pays 33 to 1: the stake back and 33 times it, 34 × the bet in all; any other number loses the bet.
 *
 * RTP: the number comes up once in 36 draws and returns 34 bets, 34 / 36 = 0.9444…; wins are whole multiples of
 * the bet, so nothing is lost to flooring. The street game pays less (about 30 to 1); 33 to 1 keeps Fafi beside the
 * site's other games (94–97%).
 */

import type { Random } from '../fair';
import { assertBet, floorMultiple, type WinChance } from './outcomes';

export const NUMBERS = 36;
/** What a winning number pays, to 1: the stake comes back besides. */
export const PAYS_TO_ONE = 33;
export const RTP = (PAYS_TO_ONE + 1) / NUMBERS;

export interface FafiOptions {
  /** The player's number, 1 to 36. */
  number?: number;
}

export interface FafiOutcome {
  number: number;
  drawn: number;
  win: number;
}

function assertNumber(number: unknown): asserts number is number {
  if (!Number.isInteger(number) || (number as number) < 1 || (number as number) > NUMBERS)
    throw new RangeError(`pick one number from 1 to ${NUMBERS}`);
}

export function play(bet: number, { number }: FafiOptions, random: Random): FafiOutcome {
  assertBet(bet);
  assertNumber(number);
  const drawn = random.int(NUMBERS) + 1;
  return { number, drawn, win: drawn === number ? floorMultiple(bet, PAYS_TO_ONE + 1, 1) : 0 };
}

/** The exact distribution of a draw's win at this bet (the same whichever number is picked). */
export function winChances(bet: number): WinChance[] {
  assertBet(bet);
  return [
    { probability: 1 / NUMBERS, win: floorMultiple(bet, PAYS_TO_ONE + 1, 1) },
    { probability: 1 - 1 / NUMBERS, win: 0 },
  ];
}
