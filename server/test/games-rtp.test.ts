/**
 * The sandbox games' math (issue 16): each game's stated RTP is the exact value of its paytable and distribution,
 * a million simulated rounds of each land within the spread that many rounds allow, and provably fair rounds
 * are unbiased and verifiable by the player — and fail verification when the server changes its seed.
 */

import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { before, describe, it } from 'node:test';
import {
  commitment,
  cryptoRandom,
  fairRandom,
  newClientSeed,
  newServerSeed,
  randomFromWords,
  verify,
  type Random,
} from '../src/modules/games/fair';
import { ENGINE_RTP } from '../../contract/content';
import * as classic from '../src/modules/games/math/classic';
import * as crash from '../src/modules/games/math/crash';
import * as holdAndWin from '../src/modules/games/math/hold-and-win';
import * as fafi from '../src/modules/games/math/fafi';
import * as lucky from '../src/modules/games/math/lucky-numbers';
import { expectedReturn, returnDeviation, type WinChance } from '../src/modules/games/math/outcomes';
import * as roulette from '../src/modules/games/math/roulette';
import * as slot from '../src/modules/games/math/slot';
import * as tumble from '../src/modules/games/math/tumble';
import * as ways from '../src/modules/games/math/ways';
import * as wheel from '../src/modules/games/math/wheel';
import { seededRandom } from './support/seeded-random';

const ROUNDS = 1_000_000;

/**
 * By the central limit theorem the mean return of n rounds is normal around the expected return with standard
 * deviation σ/√n, σ being one round's deviation computed from the game's exact distribution. z = 4 leaves a
 * correct game outside the band about 6 times in 100 000 (the seeds are fixed, so a run is repeatable anyway),
 * while a paytable off by a few σ/√n fails.
 */
const Z = 4;

/** The mean return per unit bet of `rounds` rounds played with a seeded generator. */
function measure(bet: number, seed: number, round: (random: Random) => number, rounds = ROUNDS): number {
  const random = seededRandom(seed);
  let won = 0;
  for (let i = 0; i < rounds; i += 1) won += round(random);
  return won / (rounds * bet);
}

function assertWithinSpread(label: string, measured: number, bet: number, chances: WinChance[], rounds = ROUNDS) {
  const expected = expectedReturn(bet, chances);
  const tolerance = (Z * returnDeviation(bet, chances)) / Math.sqrt(rounds);
  assert.ok(
    Math.abs(measured - expected) <= tolerance,
    `${label}: measured RTP ${measured.toFixed(5)}, expected ${expected.toFixed(5)} ± ${tolerance.toFixed(5)}`,
  );
}

/** The mean and standard deviation of a round's return per unit bet over `ROUNDS` seeded rounds. */
function sampled(seed: number, round: (random: Random) => number): { mean: number; deviation: number } {
  const random = seededRandom(seed);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < ROUNDS; i += 1) {
    const won = round(random);
    sum += won;
    squares += won * won;
  }
  const mean = sum / ROUNDS;
  return { mean, deviation: Math.sqrt(squares / ROUNDS - mean * mean) };
}

/** Pearson's chi-square of counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('provably fair rounds', () => {
  // Fixed seeds keep every run the same; newServerSeed is what the server uses.
  const round = {
    serverSeed: '3f1c9a0b7d2e4f6a8b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a',
    clientSeed: 'player-chosen seed',
    nonce: 7,
  };
  const published = { ...round, commitment: commitment(round.serverSeed) };
  const replay = (random: Random) => slot.play(500, {}, random);

  it('lets the player verify a round from the revealed seed, the commitment and their own seed', () => {
    const shown = replay(fairRandom(round));
    assert.match(published.commitment, /^[0-9a-f]{64}$/);
    assert.equal(verify(published, replay, shown), true);
  });

  it('fails verification when the server plays with a seed other than the one it committed to', () => {
    const otherSeed = { ...round, serverSeed: newServerSeed() };
    const shown = replay(fairRandom(otherSeed));
    assert.equal(verify({ ...otherSeed, commitment: published.commitment }, replay, shown), false);
    assert.equal(verify({ ...published, serverSeed: otherSeed.serverSeed }, replay, replay(fairRandom(round))), false);
  });

  it('fails verification when the outcome shown is not the one the seeds give', () => {
    const shown = replay(fairRandom(round));
    const nextNonce = replay(fairRandom({ ...round, nonce: round.nonce + 1 }));
    assert.notDeepEqual(nextNonce.stops, shown.stops);
    assert.equal(verify(published, replay, { ...shown, win: shown.win + 1 }), false);
    assert.equal(verify(published, replay, nextNonce), false);
  });

  it('replays a round of every game from its seeds', () => {
    const games: ((random: Random) => unknown)[] = [
      (random) => classic.play(100, {}, random),
      (random) => ways.play(100, {}, random),
      (random) => tumble.play(100, {}, random),
      (random) => holdAndWin.play(100, {}, random),
      (random) => crash.play(100, { target: 150 }, random),
      (random) => wheel.play(100, {}, random),
      (random) => lucky.play(100, { count: 7 }, random),
      (random) => roulette.play(100, { type: 'split', numbers: [0, 3] }, random),
    ];
    for (const game of games) {
      for (let nonce = 0; nonce < 20; nonce += 1) {
        const played = { ...published, nonce };
        assert.equal(verify(played, game, game(fairRandom(played))), true);
      }
    }
  });

  it('reads its words from HMAC-SHA256(server seed, client seed:nonce:cursor) as the game page documents', () => {
    const random = fairRandom(round);
    const drawn = Array.from({ length: 9 }, () => random.int(2 ** 32));
    const block = (cursor: number) =>
      createHmac('sha256', round.serverSeed).update(`${round.clientSeed}:${round.nonce}:${cursor}`).digest();
    const expected = [...Array.from({ length: 8 }, (_, i) => block(0).readUInt32BE(i * 4)), block(1).readUInt32BE(0)];
    assert.deepEqual(drawn, expected);
  });

  it('makes new seeds from the CSPRNG: 64 hex characters for the server, a short text for the player', () => {
    assert.match(newServerSeed(), /^[0-9a-f]{64}$/);
    assert.notEqual(newServerSeed(), newServerSeed());
    assert.notEqual(newClientSeed(), newClientSeed());
  });

  it('draws small ranges evenly (chi-square over 37 pockets)', () => {
    const random = fairRandom({ ...round, clientSeed: 'chi-square' });
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < 185_000; i += 1) counts[random.int(37)]! += 1;
    // 36 degrees of freedom: P(χ² > 67.99) = 0.001 for an even draw.
    assert.ok(chiSquare(counts) < 67.99, `χ² = ${chiSquare(counts)}`);
  });

  it('has no modulo bias where word mod n would favour low values twice over', () => {
    // n = 3·2^30: word mod n hits [0, 2^30) from two words of 2^32 and the rest from one, so the lowest third
    // would come up half the time. Count thirds of the range from the same words, rejected and taken mod n.
    const n = 3 * 2 ** 30;
    const source = seededRandom(16);
    const words: number[] = [];
    const nextWord = () => {
      const word = source.int(2 ** 32);
      words.push(word);
      return word;
    };
    const random = randomFromWords(nextWord);
    const unbiased = [0, 0, 0];
    for (let i = 0; i < 90_000; i += 1) unbiased[Math.floor(random.int(n) / 2 ** 30)]! += 1;
    const modulo = [0, 0, 0];
    for (const word of words) modulo[Math.floor((word % n) / 2 ** 30)]! += 1;
    // 2 degrees of freedom: P(χ² > 13.82) = 0.001 for an even draw.
    assert.ok(chiSquare(unbiased) < 13.82, `rejection sampling χ² = ${chiSquare(unbiased)}`);
    assert.ok(chiSquare(modulo) > 1000, `plain modulo χ² = ${chiSquare(modulo)} should show the bias`);
  });

  it('draws fractions in [0, 1) and refuses ranges it cannot draw evenly', () => {
    const random = seededRandom(3);
    let sum = 0;
    for (let i = 0; i < 100_000; i += 1) {
      const x = random.float();
      assert.ok(x >= 0 && x < 1);
      sum += x;
    }
    // The mean of 10^5 uniform fractions: σ = √(1/12) / √10^5 ≈ 0.0009.
    assert.ok(Math.abs(sum / 100_000 - 0.5) < 4 * 0.0009);
    assert.throws(() => random.int(0), RangeError);
    assert.throws(() => random.int(2 ** 32 + 1), RangeError);
    assert.throws(() => random.int(2.5), RangeError);
  });

  it('plays with the operating system CSPRNG when a game is not provably fair', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const pocket = cryptoRandom.int(37);
      assert.ok(Number.isInteger(pocket) && pocket >= 0 && pocket < 37);
      seen.add(pocket);
    }
    assert.equal(seen.size, 37);
  });
});

describe('stated RTP is the exact return of each paytable', () => {
  let slotPays: Map<number, number>;
  before(() => {
    slotPays = slot.payDistribution();
  });

  it('slot: enumerating all 20^5 reel stops returns 96% of a bet spread over its 5 lines', () => {
    const total = [...slotPays.values()].reduce((a, b) => a + b, 0);
    assert.equal(total, 20 ** 5);
    assert.ok(Math.abs(expectedReturn(500, slot.winChances(500, slotPays)) - slot.RTP) < 1e-12);
    // A bet of 3 minor units floors most wins, each by less than one minor unit: the RTP holds for multiples of 5.
    const floored = expectedReturn(3, slot.winChances(3, slotPays));
    assert.ok(floored < slot.RTP && floored > slot.RTP - 1 / 3, `${floored}`);
  });

  it('classic 3-reel: enumerating all 24^3 reel stops returns the RTP the page states, over its 5 lines', () => {
    const pays = classic.payDistribution();
    assert.equal(
      [...pays.values()].reduce((a, b) => a + b, 0),
      24 ** 3,
    );
    const exact = classic.exactRtp(pays);
    assert.ok(Math.abs(exact - classic.RTP) <= 0.00005, `${exact}`);
    assert.ok(Math.abs(expectedReturn(500, classic.winChances(500, pays)) - exact) < 1e-12);
  });

  it('243 ways: the ways, scatters and free spins of the strips return the RTP the page states', () => {
    const exact = ways.exactRtp();
    assert.ok(Math.abs(exact - ways.RTP) <= 0.00005, `${exact}`);
    const scatters = ways.scatterChances();
    assert.ok(Math.abs(scatters.reduce((a, b) => a + b, 0) - 1) < 1e-12);
    // Free spins start about once in 135 spins.
    const trigger = scatters.slice(ways.SCATTERS_TO_TRIGGER).reduce((a, b) => a + b, 0);
    assert.ok(trigger > 1 / 200 && trigger < 1 / 100, `${trigger}`);
  });

  it('243 ways: free spins are played and paid within the round that starts them, every win tripled', () => {
    const random = seededRandom(9);
    let round: ways.WaysOutcome;
    do round = ways.play(500, {}, random);
    while (round.free_spins.length === 0);
    assert.ok(round.scatters >= ways.SCATTERS_TO_TRIGGER);
    assert.equal(round.free_spins.length, ways.FREE_SPINS);
    for (const spin of round.free_spins) {
      assert.ok(!('free_spins' in spin), 'free spins start no more');
      assert.equal(spin.pays % ways.FREE_SPIN_MULTIPLIER, 0);
      const table = spin.wins.reduce((sum, win) => sum + win.ways * ways.PAYTABLE[win.symbol][win.reels - 3]!, 0);
      assert.equal(
        spin.wins.reduce((sum, win) => sum + win.pays, 0),
        table * ways.FREE_SPIN_MULTIPLIER,
      );
    }
    const units = round.free_spins.reduce((sum, spin) => sum + spin.pays, round.pays);
    assert.equal(round.win, (500 * units) / ways.UNITS);
  });

  it('hold and win: the lines, the coins and the respins of the weights return the RTP the page states', () => {
    const exact = holdAndWin.exactRtp();
    assert.ok(Math.abs(exact - holdAndWin.RTP) <= 0.00005, `${exact}`);
    // The respins start about once in 85 spins; a full grid pays for certain, six coins fill it now and then.
    const trigger = holdAndWin.triggerChance();
    assert.ok(trigger > 1 / 100 && trigger < 1 / 70, `${trigger}`);
    const chain = holdAndWin.respinChain();
    assert.deepEqual(chain[holdAndWin.POSITIONS]![holdAndWin.RESPINS], { coins: holdAndWin.POSITIONS, full: 1 });
    const fromSix = chain[holdAndWin.COINS_TO_TRIGGER]![holdAndWin.RESPINS]!;
    assert.ok(fromSix.coins > 8 && fromSix.coins < 10 && fromSix.full > 0.004 && fromSix.full < 0.008);
  });

  it('hold and win: coins stay, every coin that lands sets the respins back to 3, and the coins are paid', () => {
    const random = seededRandom(12);
    let round: holdAndWin.HoldOutcome;
    do round = holdAndWin.play(100, {}, random);
    while (!round.feature || !round.feature.respins.some((respin) => respin.landed.length > 0));
    const feature = round.feature;
    assert.ok(round.coins.length >= holdAndWin.COINS_TO_TRIGGER);
    let left = holdAndWin.RESPINS;
    const held = new Set(round.coins.map((coin) => `${coin.reel},${coin.row}`));
    for (const respin of feature.respins) {
      for (const coin of respin.landed) {
        assert.ok(!held.has(`${coin.reel},${coin.row}`), 'a coin lands only on an empty place');
        held.add(`${coin.reel},${coin.row}`);
      }
      left = respin.landed.length > 0 ? holdAndWin.RESPINS : left - 1;
      assert.equal(respin.left, left);
    }
    assert.ok(left === 0 || held.size === holdAndWin.POSITIONS);
    assert.equal(feature.coins.length, held.size);
    const coins = feature.coins.reduce((sum, coin) => sum + coin.value, 0);
    assert.equal(feature.pays, coins + (feature.grand ? holdAndWin.GRAND : 0));
    const lines = round.lines.reduce((sum, line) => sum + line.pays, 0);
    assert.equal(round.win, Math.floor((100 * (lines + feature.pays)) / holdAndWin.LINES));
  });

  it('tumble: the first drop returns what the binomial counts say; the stated RTP is the script’s measurement', () => {
    // The first drop, counted the long way: for each symbol the chance of each count over the 30 places.
    let units = 0;
    for (const symbol of tumble.SYMBOLS) {
      const p = tumble.WEIGHTS[symbol] / tumble.WEIGHT_TOTAL;
      let chance = (1 - p) ** tumble.POSITIONS; // count 0
      for (let count = 1; count <= tumble.POSITIONS; count += 1) {
        chance *= ((tumble.POSITIONS - count + 1) / count) * (p / (1 - p));
        units += chance * tumble.paysFor(symbol, count);
      }
    }
    assert.ok(Math.abs(units / tumble.UNITS - tumble.firstDropRtp()) < 1e-12);
    assert.ok(
      Math.abs(tumble.firstDropRtp() - 0.3708) < 0.00005,
      'the first drop returns 37.08%, the tumbles the rest',
    );
    assert.ok(tumble.RTP_STANDARD_ERROR > 0 && tumble.RTP_STANDARD_ERROR < 0.002);
  });

  it('tumble: winners burst, the rest fall, new symbols drop in, and each tumble pays at a higher multiplier', () => {
    const random = seededRandom(13);
    let round: tumble.TumbleOutcome;
    do round = tumble.play(100, {}, random);
    while (round.drops.length < 4);
    round.drops.forEach((drop, i) => {
      assert.equal(drop.multiplier, tumble.MULTIPLIERS[Math.min(i, tumble.MULTIPLIERS.length - 1)]);
      const counts = new Map<string, number>();
      for (const column of drop.grid) for (const symbol of column) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
      const paying = tumble.SYMBOLS.filter((symbol) => (counts.get(symbol) ?? 0) >= tumble.MIN_COUNT);
      assert.deepEqual(
        drop.wins.map((win) => win.symbol),
        paying,
      );
      assert.equal(
        drop.pays,
        drop.wins.reduce((sum, win) => sum + tumble.paysFor(win.symbol, win.count), 0) * drop.multiplier,
      );
      const next = round.drops[i + 1];
      if (!next) return assert.equal(drop.wins.length, 0, 'the last drop pays nothing');
      drop.grid.forEach((column, c) => {
        const kept = column.filter((symbol) => !paying.includes(symbol));
        assert.deepEqual(next.grid[c]!.slice(tumble.ROWS - kept.length), kept, 'the rest fall to the bottom');
      });
    });
    const units = round.drops.reduce((sum, drop) => sum + drop.pays, 0);
    assert.equal(round.pays, units);
    assert.equal(round.win, units);
  });

  it('crash: every cash-out target returns 97%, to within T / (100 · 2^32)', () => {
    for (const target of [101, 150, 200, 333, 1000, 10_000, 100_000, crash.MAX_MULTIPLIER]) {
      const exact = expectedReturn(100, crash.winChances(100, { target }));
      assert.ok(Math.abs(exact - crash.RTP) <= target / (100 * 2 ** 32), `target ${target}: ${exact}`);
    }
    assert.throws(() => crash.winChances(100, { target: 100 }), RangeError);
  });

  it('wheel: the 50 segments pay 48 bets in all, 96%', () => {
    assert.equal(wheel.SEGMENTS.length, 50);
    assert.ok(Math.abs(expectedReturn(10, wheel.winChances(10)) - wheel.RTP) < 1e-12);
  });

  it('fafi: a number of 36 paying 33 to 1 returns 34/36 on every number', () => {
    assert.equal(fafi.RTP, 34 / 36);
    assert.ok(Math.abs(expectedReturn(7, fafi.winChances(7)) - 34 / 36) < 1e-12);
    const random = seededRandom(11);
    for (let i = 0; i < 2_000; i += 1) {
      const round = fafi.play(100, { number: 13 }, random);
      assert.ok(round.drawn >= 1 && round.drawn <= fafi.NUMBERS);
      assert.equal(round.win, round.drawn === 13 ? 3_400 : 0);
    }
    for (const number of [undefined, 0, 37, 1.5]) assert.throws(() => fafi.play(100, { number }, random), RangeError);
  });

  it('lucky numbers: the hypergeometric return for 1 to 7 picks is the RTP the page states', () => {
    for (let picks = 1; picks <= lucky.MAX_PICKS; picks += 1) {
      const probabilities = lucky.hitProbabilities(picks);
      assert.ok(Math.abs(probabilities.reduce((a, b) => a + b, 0) - 1) < 1e-12);
      const exact = lucky.exactRtp(picks);
      assert.ok(Math.abs(exact - (lucky.RTP_BY_PICKS[picks] as number)) <= 0.00005, `${picks} picks: ${exact}`);
      assert.ok(Math.abs(expectedReturn(100, lucky.winChances(100, picks)) - exact) < 1e-12);
    }
    // One pick of 36 with 10 drawn hits 10 times in 36 and pays 3.40×.
    assert.ok(Math.abs(lucky.exactRtp(1) - (10 / 36) * 3.4) < 1e-12);
  });

  it('roulette: every bet on the table returns 36/37', () => {
    const bets: roulette.RouletteBet[] = [
      { type: 'straight', number: 0 },
      { type: 'split', numbers: [0, 2] },
      { type: 'split', numbers: [5, 8] },
      { type: 'red' },
      { type: 'black' },
      { type: 'odd' },
      { type: 'even' },
      { type: 'low' },
      { type: 'high' },
      { type: 'dozen', which: 3 },
      { type: 'column', which: 2 },
    ];
    for (const bet of bets) {
      assert.ok(Math.abs(expectedReturn(100, roulette.winChances(100, bet)) - 36 / 37) < 1e-12, bet.type);
    }
    assert.deepEqual(roulette.covered({ type: 'column', which: 1 }).slice(0, 3), [1, 4, 7]);
    assert.equal(roulette.covered({ type: 'red' }).length, 18);
    assert.throws(() => roulette.covered({ type: 'split', numbers: [3, 4] }), RangeError);
    assert.throws(() => roulette.covered({ type: 'straight', number: 37 }), RangeError);
  });

  it("each game's page states its engine's RTP, rounded to hundredths of a percent", () => {
    const hundredths = (rtp: number) => Math.round(rtp * 10_000);
    const luckyRtps = Object.values(lucky.RTP_BY_PICKS).map(hundredths);
    assert.deepEqual(ENGINE_RTP, {
      slot: [hundredths(slot.RTP), hundredths(slot.RTP)],
      classic: [hundredths(classic.RTP), hundredths(classic.RTP)],
      ways: [hundredths(ways.RTP), hundredths(ways.RTP)],
      tumble: [hundredths(tumble.RTP), hundredths(tumble.RTP)],
      'hold-and-win': [hundredths(holdAndWin.RTP), hundredths(holdAndWin.RTP)],
      crash: [hundredths(crash.RTP), hundredths(crash.RTP)],
      wheel: [hundredths(wheel.RTP), hundredths(wheel.RTP)],
      'lucky-numbers': [Math.min(...luckyRtps), Math.max(...luckyRtps)],
      roulette: [hundredths(roulette.RTP), hundredths(roulette.RTP)],
      fafi: [hundredths(fafi.RTP), hundredths(fafi.RTP)],
    });
  });
});

describe(`measured RTP over ${ROUNDS.toLocaleString('en')} rounds`, () => {
  it('slot', () => {
    const chances = slot.winChances(100);
    assertWithinSpread(
      'slot',
      measure(100, 1, (r) => slot.play(100, {}, r).win),
      100,
      chances,
    );
  });

  it('classic 3-reel', () => {
    assertWithinSpread(
      'classic',
      measure(100, 5, (r) => classic.play(100, {}, r).win),
      100,
      classic.winChances(100),
    );
  });

  it('243 ways with free spins, within the spread of the rounds themselves', () => {
    // A round's exact distribution (free spins included) is too large to list, so the band takes the deviation
    // measured over the same rounds; the expected return is the exact one the strips give.
    const random = seededRandom(6);
    let won = 0;
    let squares = 0;
    for (let i = 0; i < ROUNDS; i += 1) {
      const win = ways.play(100, {}, random).win / 100;
      won += win;
      squares += win * win;
    }
    const mean = won / ROUNDS;
    const tolerance = (Z * Math.sqrt(squares / ROUNDS - mean * mean)) / Math.sqrt(ROUNDS);
    const expected = ways.exactRtp();
    assert.ok(
      Math.abs(mean - expected) <= tolerance,
      `243 ways: measured RTP ${mean.toFixed(5)}, expected ${expected.toFixed(5)} ± ${tolerance.toFixed(5)}`,
    );
  });

  it('hold and win with respins, within the spread of the rounds themselves', () => {
    // As the 243 ways: the band takes the deviation measured over the same rounds around the exact return.
    const { mean, deviation } = sampled(7, (random) => holdAndWin.play(100, {}, random).win / 100);
    const tolerance = (Z * deviation) / Math.sqrt(ROUNDS);
    const expected = holdAndWin.exactRtp();
    assert.ok(
      Math.abs(mean - expected) <= tolerance,
      `hold and win: measured RTP ${mean.toFixed(5)}, expected ${expected.toFixed(5)} ± ${tolerance.toFixed(5)}`,
    );
  });

  it('tumble, within the spread of these rounds and of the measurement the RTP states', () => {
    // Two independent measurements differ by at most Z standard errors of their difference: these rounds' error, the
    // stated RTP's own (scripts/tumble-rtp.ts), and half a hundredth of a percent for its rounding.
    const { mean, deviation } = sampled(8, (random) => tumble.play(100, {}, random).win / 100);
    const error = Math.hypot(deviation / Math.sqrt(ROUNDS), tumble.RTP_STANDARD_ERROR);
    const tolerance = Z * error + 0.00005;
    assert.ok(
      Math.abs(mean - tumble.RTP) <= tolerance,
      `tumble: measured RTP ${mean.toFixed(5)}, stated ${tumble.RTP} ± ${tolerance.toFixed(5)}`,
    );
  });

  it('crash, cashing out at 2× and at 10×', () => {
    for (const target of [200, 1000]) {
      const measured = measure(100, target, (r) => crash.play(100, { target }, r).win);
      assertWithinSpread(`crash ${target / 100}×`, measured, 100, crash.winChances(100, { target }));
    }
  });

  it('wheel, at a bet whose wins are floored', () => {
    // 15 × 1.5 = 22.5 pays 22: the expected return at this bet is below 96%, and the simulation must match it.
    const chances = wheel.winChances(15);
    assert.ok(expectedReturn(15, chances) < wheel.RTP);
    assertWithinSpread(
      'wheel',
      measure(15, 2, (r) => wheel.play(15, {}, r).win),
      15,
      chances,
    );
  });

  it('fafi, each number as likely: every number of 36 is bet on for a 36th of the rounds', () => {
    const random = seededRandom(12);
    const counts = Array.from({ length: fafi.NUMBERS }, () => 0);
    let won = 0;
    for (let i = 0; i < ROUNDS; i += 1) {
      const round = fafi.play(100, { number: 1 + (i % fafi.NUMBERS) }, random);
      counts[round.drawn - 1]! += 1;
      won += round.win;
    }
    assertWithinSpread('fafi', won / (ROUNDS * 100), 100, fafi.winChances(100));
    // 35 degrees of freedom: 66.6 leaves a fair draw outside about once in a thousand runs (the seed is fixed).
    assert.ok(chiSquare(counts) < 66.6, `chi-square ${chiSquare(counts)}`);
  });

  it('lucky numbers, a seventh of the rounds for each number of picks', () => {
    const rounds = Math.ceil(ROUNDS / lucky.MAX_PICKS);
    for (let picks = 1; picks <= lucky.MAX_PICKS; picks += 1) {
      const numbers = Array.from({ length: picks }, (_, i) => 5 * i + 1);
      const measured = measure(100, 30 + picks, (r) => lucky.play(100, { picks: numbers }, r).win, rounds);
      assertWithinSpread(`lucky numbers, ${picks} picks`, measured, 100, lucky.winChances(100, picks), rounds);
    }
  });

  it('roulette, on a number, a split, red and a dozen', () => {
    const bets: roulette.RouletteBet[] = [
      { type: 'straight', number: 17 },
      { type: 'split', numbers: [17, 20] },
      { type: 'red' },
      { type: 'dozen', which: 2 },
    ];
    bets.forEach((bet, i) => {
      const measured = measure(100, 40 + i, (r) => roulette.play(100, bet, r).win);
      assertWithinSpread(`roulette ${bet.type}`, measured, 100, roulette.winChances(100, bet));
    });
  });
});

describe('crash round clock', () => {
  it('rises from 1.00× to 2× in about 11.6 s and ends the round when it passes the crash point', () => {
    assert.equal(crash.multiplierAt(0), 100);
    assert.equal(crash.multiplierAt(11_552), 199);
    assert.equal(crash.multiplierAt(11_553), 200);
    for (const point of [100, 101, 250, 1234, crash.MAX_MULTIPLIER]) {
      const end = crash.crashTimeMs(point);
      assert.ok(crash.multiplierAt(end) > point && (end === 0 || crash.multiplierAt(end - 1) <= point), `${point}`);
    }
  });

  it('pays a cash-out by hand at the multiplier shown, only before the crash', () => {
    const point = 250;
    assert.equal(crash.cashOut(100, 50, point), null);
    const early = crash.cashOut(100, 10_000, point);
    assert.deepEqual(early, { crashPoint: 250, target: 182, win: 182 });
    assert.equal(crash.cashOut(100, crash.crashTimeMs(point) - 1, point)?.win, 250);
    assert.equal(crash.cashOut(100, crash.crashTimeMs(point), point)?.win, 0);
  });
});
