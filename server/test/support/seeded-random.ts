/**
 * A fast seeded generator for simulating millions of rounds: xoshiro128** (Blackman and Vigna), its state filled
 * by splitmix32 from one seed. Not for production: games play with `cryptoRandom` or a provably fair round.
 */

import { randomFromWords, type Random } from '../../src/modules/games/fair';

export function seededRandom(seed: number): Random {
  let s = seed >>> 0;
  const splitmix32 = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix32();
  let b = splitmix32();
  let c = splitmix32();
  let d = splitmix32();
  return randomFromWords(() => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  });
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
