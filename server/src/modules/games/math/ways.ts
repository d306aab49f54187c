/**
 * The 243-ways slot with free spins: 5 reels × 3 rows, no lines, RTP as `RTP` states (exact, see below).
 *
 * Rules (as the game page states them): a symbol pays when it shows on the leftmost reel and on each reel next to
 * it, 3, 4 or 5 reels in a row, anywhere on each reel; each combination of one position per reel is a way (3 × 3 ×
 * 3 × 3 × 3 = 243 of them), so the win is the paytable's amount times the number of ways. The wild, on the three
 * middle reels only, stands for every symbol but the scatter. Scatters pay anywhere (3, 4 or 5 of them, times the
 * bet), and 3 or more start 10 free spins in which every win is tripled; scatters in free spins pay but start no
 * more. Amounts are in fiftieths of the bet; the round's win, free spins included, is ⌊bet × fiftieths / 50⌋.
 *
 * The wallet sees a round with free spins as any other: one bet, and one win that holds the spin that started them
 * and all its free spins (docs/providers.md).
 *
 * RTP: the reels stop independently, so the expected number of ways of a symbol over its first n reels is the
 * product of each reel's expected count of it (wild included), times the chance that reel n + 1 shows none.
 * Summing paytable × expectation over symbols and lengths, and the scatters' pays over the distribution of their
 * count, gives one spin's return s; free spins are spins of the same reels, so the round returns
 * s × (1 + P(3+ scatters) × 10 × 3). `exactRtp` computes it from the strips; the RTP test checks it against a
 * million simulated rounds. A bet that is a multiple of 50 minor units loses nothing to flooring.
 */

import type { Random } from '../fair';
import { assertBet, floorMultiple } from './outcomes';
import { reelWindows, type ReelSpin } from './reels';

/** `premium-1` is the best; the page draws the premiums in the game's theme and the rest as card ranks. */
export const SYMBOLS = [
  'ten',
  'jack',
  'queen',
  'king',
  'ace',
  'premium-4',
  'premium-3',
  'premium-2',
  'premium-1',
  'wild',
  'scatter',
] as const;
export type WaysSymbol = (typeof SYMBOLS)[number];
export type PayingSymbol = Exclude<WaysSymbol, 'wild' | 'scatter'>;

export const REELS = 5;
export const ROWS = 3;
/** Pays are in fiftieths of the bet. */
export const UNITS = 50;
export const FREE_SPINS = 10;
export const FREE_SPIN_MULTIPLIER = 3;
/** Scatters that start the free spins. */
export const SCATTERS_TO_TRIGGER = 3;

/** Fiftieths of the bet per way, for 3, 4 and 5 reels. */
export const PAYTABLE: Readonly<Record<PayingSymbol, readonly [number, number, number]>> = {
  ten: [12, 30, 115],
  jack: [12, 35, 115],
  queen: [18, 45, 145],
  king: [18, 60, 175],
  ace: [24, 70, 230],
  'premium-4': [35, 115, 350],
  'premium-3': [45, 145, 460],
  'premium-2': [70, 230, 700],
  'premium-1': [115, 460, 1750],
};
/** Fiftieths of the bet for 3, 4 and 5 scatters anywhere. */
export const SCATTER_PAYS: readonly [number, number, number] = [150, 1000, 5000];

const PAYING = Object.keys(PAYTABLE) as PayingSymbol[];

/** Strip letters: T ten, J jack, Q queen, K king, A ace, 4…1 the premiums, W wild, S scatter. */
const LETTERS: Readonly<Record<string, WaysSymbol>> = {
  T: 'ten',
  J: 'jack',
  Q: 'queen',
  K: 'king',
  A: 'ace',
  '4': 'premium-4',
  '3': 'premium-3',
  '2': 'premium-2',
  '1': 'premium-1',
  W: 'wild',
  S: 'scatter',
};

/** No window shows two scatters or two wilds; the middle reels carry the wilds. */
export const STRIPS: readonly (readonly WaysSymbol[])[] = [
  'TQAAJTJS3K424T4J1JAQ3Q1KAQTK3K2',
  '2Q3QTJAS34J3AQTQ11KKJA2KJ4KWA4TT',
  'T4TKKAQAKJ3TK4QQ21J4Q3T3JSAJAW12',
  'Q3KQ1TJT44KK3A2JJ1Q3T2TW4SAQJAAK',
  'QJAA3KJQ41KA443QST1A2T2TJKK3TQJ',
].map((letters) => [...letters].map((letter) => LETTERS[letter] as WaysSymbol));

/** `exactRtp()` rounded to hundredths of a percent (the RTP test checks it). */
export const RTP = 0.9613;

export interface WaysWin {
  symbol: PayingSymbol;
  /** Reels in a row from the left. */
  reels: 3 | 4 | 5;
  ways: number;
  /** Fiftieths of the bet: ways × the paytable's amount. */
  pays: number;
}

export interface WaysSpin extends ReelSpin<WaysSymbol> {
  wins: WaysWin[];
  scatters: number;
  /** Fiftieths of the bet the spin pays, the free spins' multiplier included. */
  pays: number;
}

export interface WaysOutcome extends WaysSpin {
  /** The free spins this spin started, in order (empty without 3 scatters). */
  free_spins: WaysSpin[];
  win: number;
}

interface Shown {
  symbols: readonly WaysSymbol[];
  /** How many of each paying symbol the window counts, wilds included, in PAYING's order. */
  counts: readonly number[];
  scatter: boolean;
}

const SHOWN: readonly (readonly Shown[])[] = reelWindows(STRIPS, ROWS).map((reel) =>
  reel.map((symbols) => ({
    symbols,
    counts: PAYING.map((symbol) => symbols.filter((shown) => shown === symbol || shown === 'wild').length),
    scatter: symbols.includes('scatter'),
  })),
);

function spin(random: Random, multiplier: number): WaysSpin {
  const stops: number[] = [];
  const shown: Shown[] = [];
  let scatters = 0;
  for (let reel = 0; reel < REELS; reel += 1) {
    const stop = random.int((STRIPS[reel] as readonly WaysSymbol[]).length);
    const here = (SHOWN[reel] as readonly Shown[])[stop] as Shown;
    stops.push(stop);
    shown.push(here);
    if (here.scatter) scatters += 1;
  }
  const wins: WaysWin[] = [];
  let pays = 0;
  for (let index = 0; index < PAYING.length; index += 1) {
    let ways = 1;
    let reels = 0;
    for (; reels < REELS; reels += 1) {
      const count = (shown[reels] as Shown).counts[index] as number;
      if (count === 0) break;
      ways *= count;
    }
    if (reels < 3) continue;
    const symbol = PAYING[index] as PayingSymbol;
    const win = ways * (PAYTABLE[symbol][reels - 3] as number) * multiplier;
    wins.push({ symbol, reels: reels as 3 | 4 | 5, ways, pays: win });
    pays += win;
  }
  if (scatters >= SCATTERS_TO_TRIGGER) pays += (SCATTER_PAYS[scatters - 3] as number) * multiplier;
  return { stops, window: shown.map((reel) => [...reel.symbols]), wins, scatters, pays };
}

export function play(bet: number, _options: Record<string, never>, random: Random): WaysOutcome {
  assertBet(bet);
  const first = spin(random, 1);
  const free: WaysSpin[] = [];
  if (first.scatters >= SCATTERS_TO_TRIGGER)
    for (let i = 0; i < FREE_SPINS; i += 1) free.push(spin(random, FREE_SPIN_MULTIPLIER));
  const pays = free.reduce((sum, one) => sum + one.pays, first.pays);
  const { stops, window, wins, scatters } = first;
  return { stops, window, wins, scatters, pays: first.pays, free_spins: free, win: floorMultiple(bet, pays, UNITS) };
}

/** The chance that 0…5 reels show a scatter. */
export function scatterChances(): number[] {
  let chances = [1];
  for (const reel of SHOWN) {
    const p = reel.filter((shown) => shown.scatter).length / reel.length;
    chances = [...chances, 0].map((q, k) => q * (1 - p) + (k > 0 ? (chances[k - 1] as number) * p : 0));
  }
  return chances;
}

/** The exact return per unit bet (flooring aside), worked out as the header says. */
export function exactRtp(): number {
  let ways = 0;
  PAYING.forEach((symbol, index) => {
    const mean = SHOWN.map(
      (reel) => reel.reduce((sum, shown) => sum + (shown.counts[index] as number), 0) / reel.length,
    );
    const none = SHOWN.map((reel) => reel.filter((shown) => shown.counts[index] === 0).length / reel.length);
    for (let reels = 3; reels <= REELS; reels += 1) {
      let expected = 1;
      for (let reel = 0; reel < reels; reel += 1) expected *= mean[reel] as number;
      if (reels < REELS) expected *= none[reels] as number;
      ways += expected * (PAYTABLE[symbol][reels - 3] as number);
    }
  });
  const scatters = scatterChances();
  let scatterPays = 0;
  let trigger = 0;
  for (let count = SCATTERS_TO_TRIGGER; count <= REELS; count += 1) {
    scatterPays += (scatters[count] as number) * (SCATTER_PAYS[count - 3] as number);
    trigger += scatters[count] as number;
  }
  const perSpin = (ways + scatterPays) / UNITS;
  return perSpin * (1 + trigger * FREE_SPINS * FREE_SPIN_MULTIPLIER);
}
