/**
 * The hold-and-win slot: 5 reels × 3 rows, 10 lines, coins with values, RTP as `RTP` states (exact, see below).
 *
 * Rules (as the game page states them): the bet is spread evenly over the 10 lines, so a line bet is a tenth of it.
 * Every position of the grid stops on its own, showing a symbol by the weights of `WEIGHTS`. A line pays 3, 4 or 5 of
 * the same symbol in a row from the left reel. A coin shows a value (a multiple of the line bet, by `COIN_VALUES`);
 * 6 or more coins start the respins: the coins stay where they are, and the other positions spin again, 3 times;
 * every position a coin lands on keeps it and sets the respins back to 3. When no respin is left, or all 15
 * positions hold a coin, every coin pays its value, and a full grid pays the grand prize too. The respins are part
 * of the spin that starts them: the round's win is the lines and the coins, ⌊bet × line-bet multiples / 10⌋.
 *
 * RTP: the positions stop independently, so each line shows independent symbols and its return is Σ paytable ×
 * p^k (1 − p) (p^5 for five); the number of coins the spin shows is binomial, and the respins are a Markov chain on
 * (coins held, respins left) whose landings are binomial too. Coin values are drawn independently of where and
 * when coins land, so the respins pay E[coins at the end] × the mean coin value + P(full grid) × the grand prize.
 * `exactRtp` computes the sum; the RTP test checks it against a million simulated rounds. A bet that is a
 * multiple of 10 minor units loses nothing to flooring.
 */

import type { Random } from '../fair';
import { assertBet, floorMultiple } from './outcomes';

export const SYMBOLS = [
  'jack',
  'queen',
  'king',
  'ace',
  'premium-4',
  'premium-3',
  'premium-2',
  'premium-1',
  'coin',
] as const;
export type HoldSymbol = (typeof SYMBOLS)[number];
export type PayingSymbol = Exclude<HoldSymbol, 'coin'>;

export const REELS = 5;
export const ROWS = 3;
export const POSITIONS = REELS * ROWS;
/** Pays are in line bets: tenths of the bet. */
export const LINES = 10;
export const COINS_TO_TRIGGER = 6;
export const RESPINS = 3;

/** How often each symbol stops on a position, out of `WEIGHT_TOTAL`. */
export const WEIGHTS: Readonly<Record<HoldSymbol, number>> = {
  jack: 20,
  queen: 19,
  king: 17,
  ace: 15,
  'premium-4': 10,
  'premium-3': 8,
  'premium-2': 6,
  'premium-1': 4,
  coin: 16,
};
export const WEIGHT_TOTAL = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
/** In a respin, an empty position lands a coin `RESPIN_COIN` times in `RESPIN_OF`. */
export const RESPIN_COIN = 1;
export const RESPIN_OF = 16;

/** Line bets for 3, 4 and 5 in a row. */
export const PAYTABLE: Readonly<Record<PayingSymbol, readonly [number, number, number]>> = {
  jack: [17, 50, 200],
  queen: [17, 60, 250],
  king: [23, 75, 300],
  ace: [27, 100, 400],
  'premium-4': [40, 150, 600],
  'premium-3': [60, 250, 1000],
  'premium-2': [100, 400, 1500],
  'premium-1': [150, 750, 2500],
};

/** A coin's value in line bets, and how often it shows out of the weights' sum. */
export const COIN_VALUES: readonly { value: number; weight: number }[] = [
  { value: 5, weight: 32 },
  { value: 10, weight: 28 },
  { value: 20, weight: 18 },
  { value: 30, weight: 10 },
  { value: 50, weight: 7 },
  { value: 100, weight: 3 },
  { value: 250, weight: 1 },
  { value: 1000, weight: 1 },
];
const COIN_WEIGHT = COIN_VALUES.reduce((sum, coin) => sum + coin.weight, 0);
/** The grand prize of a full grid, in line bets (1000 × the bet), paid on top of the coins. */
export const GRAND = 10_000;

/** The row each line crosses on each reel (0 top, 1 middle, 2 bottom). */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** `exactRtp()` rounded to hundredths of a percent (the RTP test checks it). */
export const RTP = 0.9598;

export interface HoldLineWin {
  line: number;
  symbol: PayingSymbol;
  count: 3 | 4 | 5;
  /** Line bets. */
  pays: number;
}

/** A coin where it landed, with its value in line bets. */
export interface Coin {
  reel: number;
  row: number;
  value: number;
}

export interface Respin {
  /** The coins this respin landed (none: one respin fewer is left). */
  landed: Coin[];
  /** Respins left after it: back to 3 when a coin landed. */
  left: number;
}

export interface HoldFeature {
  respins: Respin[];
  /** Every coin held at the end, the spin's first. */
  coins: Coin[];
  grand: boolean;
  /** Line bets: the coins' values and the grand prize. */
  pays: number;
}

export interface HoldOutcome {
  /** What the player sees, reel by reel, top to bottom. */
  window: HoldSymbol[][];
  /** The coins the spin shows (their values). */
  coins: Coin[];
  lines: HoldLineWin[];
  /** The respins 6 or more coins start; null without them. */
  feature: HoldFeature | null;
  /** Line bets: the lines and the respins. */
  pays: number;
  win: number;
}

const CELL: readonly HoldSymbol[] = SYMBOLS.flatMap((symbol) => Array<HoldSymbol>(WEIGHTS[symbol]).fill(symbol));
const VALUE: readonly number[] = COIN_VALUES.flatMap(({ value, weight }) => Array<number>(weight).fill(value));

const coinValue = (random: Random): number => VALUE[random.int(VALUE.length)] as number;

function lineWins(window: readonly (readonly HoldSymbol[])[]): HoldLineWin[] {
  const wins: HoldLineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const symbol = (window[0] as readonly HoldSymbol[])[rows[0] as number] as HoldSymbol;
    if (symbol === 'coin') return;
    let count = 1;
    while (count < REELS && (window[count] as readonly HoldSymbol[])[rows[count] as number] === symbol) count += 1;
    if (count >= 3) wins.push({ line, symbol, count: count as 3 | 4 | 5, pays: PAYTABLE[symbol][count - 3] as number });
  });
  return wins;
}

/** The respins from the coins the spin showed, each empty position drawn in reel and row order. */
function respins(first: readonly Coin[], random: Random): HoldFeature {
  const held = new Set(first.map(({ reel, row }) => reel * ROWS + row));
  const coins = [...first];
  const played: Respin[] = [];
  let left = RESPINS;
  while (left > 0 && coins.length < POSITIONS) {
    const landed: Coin[] = [];
    for (let at = 0; at < POSITIONS; at += 1) {
      if (held.has(at) || random.int(RESPIN_OF) >= RESPIN_COIN) continue;
      landed.push({ reel: Math.floor(at / ROWS), row: at % ROWS, value: coinValue(random) });
    }
    for (const coin of landed) held.add(coin.reel * ROWS + coin.row);
    coins.push(...landed);
    left = landed.length > 0 ? RESPINS : left - 1;
    played.push({ landed, left });
  }
  const grand = coins.length === POSITIONS;
  const pays = coins.reduce((sum, coin) => sum + coin.value, grand ? GRAND : 0);
  return { respins: played, coins, grand, pays };
}

export function play(bet: number, _options: Record<string, never>, random: Random): HoldOutcome {
  assertBet(bet);
  const window: HoldSymbol[][] = [];
  const coins: Coin[] = [];
  for (let reel = 0; reel < REELS; reel += 1) {
    const shown: HoldSymbol[] = [];
    for (let row = 0; row < ROWS; row += 1) {
      const symbol = CELL[random.int(CELL.length)] as HoldSymbol;
      shown.push(symbol);
      if (symbol === 'coin') coins.push({ reel, row, value: coinValue(random) });
    }
    window.push(shown);
  }
  const lines = lineWins(window);
  const feature = coins.length >= COINS_TO_TRIGGER ? respins(coins, random) : null;
  const pays = lines.reduce((sum, line) => sum + line.pays, feature?.pays ?? 0);
  return { window, coins, lines, feature, pays, win: floorMultiple(bet, pays, LINES) };
}

const binomial = (n: number, k: number, p: number): number => {
  let c = 1;
  for (let i = 0; i < k; i += 1) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
};

/**
 * From `coins` held with `left` respins to go: the expected coins at the end and the chance of a full grid, by the
 * Markov chain of the header (every state moves to more coins or one respin fewer).
 */
export function respinChain(): { coins: number; full: number }[][] {
  const q = RESPIN_COIN / RESPIN_OF;
  // chain[coins][left]
  const chain: { coins: number; full: number }[][] = [];
  for (let coins = POSITIONS; coins >= 0; coins -= 1) {
    const row: { coins: number; full: number }[] = [{ coins, full: coins === POSITIONS ? 1 : 0 }];
    for (let left = 1; left <= RESPINS; left += 1) {
      if (coins === POSITIONS) {
        row.push({ coins, full: 1 });
        continue;
      }
      const empty = POSITIONS - coins;
      const none = binomial(empty, 0, q);
      const stay = row[left - 1] as { coins: number; full: number };
      let expected = none * stay.coins;
      let full = none * stay.full;
      for (let k = 1; k <= empty; k += 1) {
        const p = binomial(empty, k, q);
        const next = (chain[coins + k] as { coins: number; full: number }[])[RESPINS] as {
          coins: number;
          full: number;
        };
        expected += p * next.coins;
        full += p * next.full;
      }
      row.push({ coins: expected, full });
    }
    chain[coins] = row;
  }
  return chain;
}

/** The chance that a spin starts the respins. */
export function triggerChance(): number {
  const p = WEIGHTS.coin / WEIGHT_TOTAL;
  let chance = 0;
  for (let k = COINS_TO_TRIGGER; k <= POSITIONS; k += 1) chance += binomial(POSITIONS, k, p);
  return chance;
}

/** The exact return per unit bet (flooring aside), worked out as the header says. */
export function exactRtp(): number {
  let lines = 0;
  for (const symbol of Object.keys(PAYTABLE) as PayingSymbol[]) {
    const p = WEIGHTS[symbol] / WEIGHT_TOTAL;
    const [three, four, five] = PAYTABLE[symbol];
    lines += three * p ** 3 * (1 - p) + four * p ** 4 * (1 - p) + five * p ** 5;
  }
  lines *= PAYLINES.length;
  const meanCoin = COIN_VALUES.reduce((sum, { value, weight }) => sum + value * weight, 0) / COIN_WEIGHT;
  const chain = respinChain();
  const p = WEIGHTS.coin / WEIGHT_TOTAL;
  let feature = 0;
  for (let k = COINS_TO_TRIGGER; k <= POSITIONS; k += 1) {
    const end = (chain[k] as { coins: number; full: number }[])[RESPINS] as { coins: number; full: number };
    feature += binomial(POSITIONS, k, p) * (end.coins * meanCoin + end.full * GRAND);
  }
  return (lines + feature) / LINES;
}
