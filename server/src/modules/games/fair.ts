/**
 * Randomness for the sandbox games. Every game's math takes a `Random` as a parameter, so production plays with
 * `cryptoRandom` or a provably fair round, and tests with a fast seeded generator.
 *
 * Provably fair (what the game page shows, and what a player can repeat with any SHA-256/HMAC tool):
 * 1. Before the round the server picks a secret server seed (32 random bytes, as 64 hex characters) and
 *    publishes its commitment, the hex SHA-256 of that seed's text.
 * 2. The player's client seed (their own text, or one the server picked for them) and the nonce (their round
 *    count under this server seed) make the round's input.
 * 3. The round reads 32-bit big-endian words from HMAC-SHA256(key = server seed text,
 *    message = `${clientSeed}:${nonce}:${cursor}`), cursor 0, 1, 2… for each further 32 bytes.
 * 4. A number in [0, n) is a word w taken only when w < 2^32 − (2^32 mod n), then w mod n: words past the last
 *    whole multiple of n are skipped, so no value is more likely than another (no modulo bias). A fraction in
 *    [0, 1) takes 53 bits from two words: ((w1 >>> 5) · 2^26 + (w2 >>> 6)) / 2^53.
 * 5. After the round the server reveals the seed; `verify` checks it against the commitment and replays the round.
 */

import { createHash, createHmac, randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

export interface Random {
  /** An integer in [0, n), each value equally likely; n is an integer from 1 to 2^32. */
  int(n: number): number;
  /** A fraction in [0, 1) with 53 random bits. */
  float(): number;
}

const TWO_32 = 2 ** 32;

/** Turns a stream of uniform 32-bit words into unbiased integers and fractions (rule 4 above). */
export function randomFromWords(nextWord: () => number): Random {
  return {
    int(n) {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`random range must be 1..2^32, got ${n}`);
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % n;
      }
    },
    float() {
      const high = nextWord() >>> 5;
      const low = nextWord() >>> 6;
      return (high * 2 ** 26 + low) / 2 ** 53;
    },
  };
}

const CRYPTO_POOL_WORDS = 1024;
let pool = new Uint32Array(0);
let poolAt = 0;

function cryptoWord(): number {
  if (poolAt >= pool.length) {
    const bytes = randomBytes(CRYPTO_POOL_WORDS * 4);
    pool = new Uint32Array(bytes.buffer, bytes.byteOffset, CRYPTO_POOL_WORDS);
    poolAt = 0;
  }
  return pool[poolAt++] as number;
}

/** For games that are not provably fair: words from the operating system's CSPRNG, drawn a few KiB at a time. */
export const cryptoRandom: Random = randomFromWords(cryptoWord);

export interface FairRound {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** A round whose server seed has been revealed, with the commitment published before it. */
export interface RevealedRound extends FairRound {
  commitment: string;
}

/** A new secret server seed: 32 bytes from the CSPRNG as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A client seed for a player who has not chosen one. */
export function newClientSeed(): string {
  return randomBytes(12).toString('base64url');
}

/** What is published before the round: the hex SHA-256 of the server seed's text. */
export function commitment(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** The round's words: HMAC-SHA256(server seed, `client seed:nonce:cursor`), 8 words per cursor. */
export function fairRandom({ serverSeed, clientSeed, nonce }: FairRound): Random {
  let cursor = 0;
  let block: Buffer = Buffer.alloc(0);
  let at = 0;
  return randomFromWords(() => {
    if (at >= block.length) {
      block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
      cursor += 1;
      at = 0;
    }
    const word = block.readUInt32BE(at);
    at += 4;
    return word;
  });
}

/**
 * What a player checks once the seed is revealed: it is the seed committed to, and replaying the round with it
 * gives the outcome they were shown. `replay` is the game's `play` with the same bet and options.
 */
export function verify<T>(round: RevealedRound, replay: (random: Random) => T, shown: T): boolean {
  if (commitment(round.serverSeed) !== round.commitment.toLowerCase()) return false;
  return isDeepStrictEqual(replay(fairRandom(round)), shown);
}
