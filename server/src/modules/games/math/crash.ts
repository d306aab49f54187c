/**
 * The crash game (Aviator, /game/spaviator/): RTP 97% whatever the player's cash-out.
 *
 * Rules (as the game page states them): every player shares one round. The multiplier starts at 1.00× and rises
 * with the round's clock until it crashes at the round's crash point, drawn before the round begins. A player who
 * cashes out at a multiplier no higher than the crash point wins ⌊bet × multiplier⌋ (multipliers are in
 * hundredths, so ⌊bet × hundredths / 100⌋ minor units); a player still in when it crashes loses the bet. A
 * cash-out target (auto cash-out) from 1.01× to 10 000× pays when the crash point reaches it. The round crashes
 * at once, at 1.00×, about 3 times in 100.
 *
 * Crash point: a uniform word k in [0, 2^32) gives ⌊97 · 2^32 / (2^32 − k)⌋ hundredths, at least 100 and at most
 * 1 000 000. Then P(crash ≥ T) = ⌊97 · 2^32 / T⌋ / 2^32 for every target T from 101 to 1 000 000 hundredths, so a
 * target pays T/100 with probability 0.97 · 100/T: an expected return of 0.97 for every target, exact to within
 * T / (100 · 2^32) ≤ 2.4e-6. Since the chance to reach T once at S is S/T, cashing out by hand at any moment is
 * worth 0.97 as well. A bet that is a multiple of 100 minor units loses nothing to flooring.
 *
 * Clock: the multiplier at t ms into the round is ⌊100 · e^(0.00006 t)⌋ hundredths (2× after about 11.6 s).
 *
 * Provably fair: a shared round has no player's seed, so the server commits to the round's server seed before
 * taking bets and draws `crashPoint` from fairRandom with a public client seed (the round id) and nonce 0.
 */

import type { Random } from '../fair';
import { assertBet, floorMultiple, type WinChance } from './outcomes';

export const RTP = 0.97;

/** Hundredths: 1.00× and the limits of a crash point and of a target. */
export const ONE = 100;
export const MIN_TARGET = 101;
export const MAX_MULTIPLIER = 1_000_000;
export const DEFAULT_TARGET = 200;

/** Per millisecond: the multiplier's exponential growth rate. */
export const GROWTH = 0.00006;

const WORDS = 2 ** 32;
const RETURN_HUNDREDTHS = Math.round(RTP * 100);

export interface CrashOptions {
  /** The auto cash-out target in hundredths (101 = 1.01×). */
  target?: number;
}

export interface CrashOutcome {
  /** Hundredths. */
  crashPoint: number;
  /** The multiplier cashed out at, or aimed for, in hundredths. */
  target: number;
  win: number;
}

/** ⌊a / b⌋ for safe positive integers, corrected where the floating quotient rounds across an integer. */
function divideFloor(a: number, b: number): number {
  let q = Math.floor(a / b);
  if (q * b > a) q -= 1;
  else if ((q + 1) * b <= a) q += 1;
  return q;
}

/** The round's crash point in hundredths, drawn once for every player of a shared round. */
export function crashPoint(random: Random): number {
  const k = random.int(WORDS);
  const point = divideFloor(RETURN_HUNDREDTHS * WORDS, WORDS - k);
  return Math.min(MAX_MULTIPLIER, Math.max(ONE, point));
}

function assertTarget(target: number): void {
  if (!Number.isInteger(target) || target < MIN_TARGET || target > MAX_MULTIPLIER) {
    throw new RangeError(`target must be ${MIN_TARGET}..${MAX_MULTIPLIER} hundredths`);
  }
}

/** A bet with a cash-out target against a crash point already drawn. */
export function settle(bet: number, target: number, point: number): CrashOutcome {
  assertBet(bet);
  assertTarget(target);
  return { crashPoint: point, target, win: point >= target ? floorMultiple(bet, target, ONE) : 0 };
}

export function play(bet: number, { target = DEFAULT_TARGET }: CrashOptions, random: Random): CrashOutcome {
  assertBet(bet);
  assertTarget(target);
  return settle(bet, target, crashPoint(random));
}

/** P(crash point ≥ target), exactly, from the word count that reaches it. */
export function reachProbability(target: number): number {
  assertTarget(target);
  return divideFloor(RETURN_HUNDREDTHS * WORDS, target) / WORDS;
}

/** The exact distribution of a round's win for a bet with this target. */
export function winChances(bet: number, { target = DEFAULT_TARGET }: CrashOptions): WinChance[] {
  assertBet(bet);
  const reach = reachProbability(target);
  return [
    { probability: reach, win: floorMultiple(bet, target, ONE) },
    { probability: 1 - reach, win: 0 },
  ];
}

/** The multiplier in hundredths shown `elapsedMs` into the round (before it crashes). */
export function multiplierAt(elapsedMs: number): number {
  return Math.floor(ONE * Math.exp(GROWTH * Math.max(0, elapsedMs)));
}

/** The first whole millisecond at which the multiplier passes the crash point: the round ends there. */
export function crashTimeMs(point: number): number {
  let ms = Math.max(0, Math.floor(Math.log(point / ONE) / GROWTH));
  while (ms > 0 && multiplierAt(ms - 1) > point) ms -= 1;
  while (multiplierAt(ms) <= point) ms += 1;
  return ms;
}

/**
 * A cash-out by hand `elapsedMs` into the round: null before the multiplier reaches 1.01× (nothing to cash out
 * yet), else the outcome at the multiplier shown then — a win while it is at most the crash point, a loss after.
 */
export function cashOut(bet: number, elapsedMs: number, point: number): CrashOutcome | null {
  assertBet(bet);
  const multiplier = multiplierAt(elapsedMs);
  if (multiplier < MIN_TARGET) return null;
  if (multiplier > point) return { crashPoint: point, target: multiplier, win: 0 };
  return settle(bet, multiplier, point);
}
