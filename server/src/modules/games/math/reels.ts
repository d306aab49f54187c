/**
 * What the reel slots share (slot, classic, ways): each reel stops at a random position of its strip and shows that
 * stop and the next rows, top to bottom; every stop shows on every row equally often.
 */

import type { Random } from '../fair';
import { assertBet, floorMultiple, type WinChance } from './outcomes';

export type Window<S> = readonly (readonly S[])[];

/** A spin as the player sees it. */
export interface ReelSpin<S> {
  /** Each reel's stop: the strip position shown on the top row. */
  stops: number[];
  /** What the player sees, reel by reel, top to bottom. */
  window: S[][];
}

/** What each reel shows at each stop, top to bottom: `windows[reel][stop]`. */
export function reelWindows<S>(strips: readonly (readonly S[])[], rows: number): readonly Window<S>[] {
  return strips.map((strip) =>
    strip.map((_, stop) => Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] as S)),
  );
}

/** Stops every reel at a random position. */
export function spinReels<S>(windows: readonly Window<S>[], random: Random): ReelSpin<S> {
  const stops = windows.map((reel) => random.int(reel.length));
  return { stops, window: stops.map((stop, reel) => [...((windows[reel] as Window<S>)[stop] as readonly S[])]) };
}

/**
 * A round's exact distribution of wins at this bet, from how many of all stop combinations pay each total
 * (`distribution`, in line bet multiples when the bet is shared by `lines`).
 */
export function stopsWinChances<S>(
  bet: number,
  distribution: ReadonlyMap<number, number>,
  strips: readonly (readonly S[])[],
  lines: number,
): WinChance[] {
  assertBet(bet);
  const total = strips.reduce((product, strip) => product * strip.length, 1);
  return [...distribution].map(([pays, count]) => ({
    probability: count / total,
    win: floorMultiple(bet, pays, lines),
  }));
}
