/**
 * Measures the tumble slot's RTP (server/src/modules/games/math/tumble.ts states the result). The first drop's return
 * is exact (`firstDropRtp`); the tumbles after it are played over `rounds` seeded rounds. Their return is linear in
 * the paytable (which symbols burst depends on the counts, never on the pays), so the script measures, per symbol and
 * count band, the multiplied wins per round and their covariance: the tumbles' mean return and its standard error
 * for the paytable in the module, and for any other one (`--json` prints the measurements to tune one with).
 *
 *   npx tsx scripts/tumble-rtp.ts [rounds = 10000000] [seed = 2026] [--json]
 */

import * as tumble from '../server/src/modules/games/math/tumble';
import { seededRandom } from '../server/test/support/seeded-random';

const [roundsArg, seedArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const rounds = Number(roundsArg ?? 10_000_000);
const random = seededRandom(Number(seedArg ?? 2026));
const BANDS = 3;
const band = (count: number) => (count >= 12 ? 2 : count >= 10 ? 1 : 0);
const KEYS = tumble.SYMBOLS.length * BANDS;

/** Per round, per symbol × band: the multiplied wins of the tumbles after the first drop. */
const sums = new Float64Array(KEYS);
const products = new Float64Array(KEYS * KEYS);
const round = new Float64Array(KEYS);
const touched: number[] = [];
for (let i = 0; i < rounds; i += 1) {
  const { drops } = tumble.play(tumble.UNITS, {}, random);
  for (let d = 1; d < drops.length; d += 1) {
    const drop = drops[d]!;
    for (const win of drop.wins) {
      const key = tumble.SYMBOLS.indexOf(win.symbol) * BANDS + band(win.count);
      if (round[key] === 0) touched.push(key);
      round[key] = round[key]! + drop.multiplier;
    }
  }
  for (const a of touched) {
    sums[a] = sums[a]! + round[a]!;
    for (const b of touched) products[a * KEYS + b] = products[a * KEYS + b]! + round[a]! * round[b]!;
  }
  for (const a of touched) round[a] = 0;
  touched.length = 0;
}

const pays = tumble.SYMBOLS.flatMap((symbol) => [...tumble.PAYTABLE[symbol]]);
const means = [...sums].map((sum) => sum / rounds);
const covariance = (a: number, b: number) => products[a * KEYS + b]! / rounds - means[a]! * means[b]!;
let mean = 0;
let variance = 0;
for (let a = 0; a < KEYS; a += 1) {
  mean += (means[a]! * pays[a]!) / tumble.UNITS;
  for (let b = 0; b < KEYS; b += 1) variance += (covariance(a, b) * pays[a]! * pays[b]!) / tumble.UNITS ** 2;
}
const error = Math.sqrt(variance / rounds);
const first = tumble.firstDropRtp();
if (process.argv.includes('--json')) {
  const matrix = Array.from({ length: KEYS }, (_, a) => Array.from({ length: KEYS }, (_, b) => covariance(a, b)));
  console.log(JSON.stringify({ rounds, symbols: tumble.SYMBOLS, means, covariance: matrix }));
} else {
  console.log(`rounds ${rounds}`);
  console.log(`first drop (exact) ${first.toFixed(6)}`);
  console.log(`tumbles (measured) ${mean.toFixed(6)} ± ${error.toFixed(6)} (standard error)`);
  console.log(`RTP ${(first + mean).toFixed(6)} ± ${error.toFixed(6)}`);
}
