/**
 * Fafi Dream Wheel (/game/fafi/): a 50-segment wheel, RTP 96% (exact).
 *
 * Rules (as the game page states them): the wheel stops on one of its 50 segments, each equally likely, and the
 * bet is paid × that segment's multiplier, ⌊bet × hundredths / 100⌋ minor units. Half the segments pay nothing;
 * the others pay 1.2× (10 segments), 1.5× (8), 2× (4), 3× (2) and 10× (1).
 *
 * RTP: the multipliers add up to 48.00 over 50 segments, so a spin returns 48 / 50 = 0.96 of the bet. A bet that
 * is a multiple of 10 minor units loses nothing to flooring.
 */

import type { Random } from '../fair';
import { assertBet, floorMultiple, type WinChance } from './outcomes';

export const RTP = 0.96;

/** Each segment's multiplier in hundredths, clockwise from the pointer's rest position. */
export const SEGMENTS: readonly number[] = [
  0, 120, 0, 150, 0, 120, 0, 200, 0, 150, 0, 120, 0, 300, 0, 120, 0, 150, 0, 200, 0, 120, 0, 150, 0, 1000, 0, 150, 0,
  120, 0, 200, 0, 150, 0, 120, 0, 300, 0, 120, 0, 150, 0, 200, 0, 120, 0, 150, 0, 120,
];

export interface WheelOutcome {
  /** Index into SEGMENTS. */
  segment: number;
  /** Hundredths. */
  multiplier: number;
  win: number;
}

export function play(bet: number, _options: Record<string, never>, random: Random): WheelOutcome {
  assertBet(bet);
  const segment = random.int(SEGMENTS.length);
  const multiplier = SEGMENTS[segment] as number;
  return { segment, multiplier, win: floorMultiple(bet, multiplier, 100) };
}

/** The exact distribution of a spin's win at this bet. */
export function winChances(bet: number): WinChance[] {
  assertBet(bet);
  const counts = new Map<number, number>();
  for (const multiplier of SEGMENTS) counts.set(multiplier, (counts.get(multiplier) ?? 0) + 1);
  return [...counts].map(([multiplier, count]) => ({
    probability: count / SEGMENTS.length,
    win: floorMultiple(bet, multiplier, 100),
  }));
}
