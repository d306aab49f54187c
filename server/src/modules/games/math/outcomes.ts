/**
 * What every game's math shares: bets and wins are integers of minor units, a win is floored to the minor unit,
 * and a round's exact distribution of wins gives its expected return (RTP) and per-round deviation.
 */

/** One possible result of a round: how likely it is and what it pays, in minor units. */
export interface WinChance {
  probability: number;
  win: number;
}

export function assertBet(bet: number): void {
  if (!Number.isSafeInteger(bet) || bet <= 0) throw new RangeError(`bet must be a positive integer of minor units`);
}

/** ⌊bet × numerator / denominator⌋ exactly, however large the product. */
export function floorMultiple(bet: number, numerator: number, denominator: number): number {
  const product = bet * numerator;
  if (Number.isSafeInteger(product)) return Math.floor(product / denominator);
  return Number((BigInt(bet) * BigInt(numerator)) / BigInt(denominator));
}

/** The expected win per unit bet: the RTP at this bet, flooring included. */
export function expectedReturn(bet: number, chances: readonly WinChance[]): number {
  return chances.reduce((sum, { probability, win }) => sum + probability * win, 0) / bet;
}

/** The standard deviation of one round's win per unit bet. */
export function returnDeviation(bet: number, chances: readonly WinChance[]): number {
  const mean = expectedReturn(bet, chances);
  const square = chances.reduce((sum, { probability, win }) => sum + probability * (win / bet) ** 2, 0);
  return Math.sqrt(Math.max(0, square - mean * mean));
}
