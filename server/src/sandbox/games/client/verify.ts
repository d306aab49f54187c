/**
 * The round replayed in the player's browser from its revealed seeds, the way fair.ts's header tells anyone to do it
 * with their own tools: HMAC-SHA256 words (Web Crypto), the unbiased draw of rule 4, then the game's own math. An
 * independent check: nothing here comes from the server but the seeds and the outcome it claimed.
 */

import type { SandboxFairness } from '../../../../../contract/sandbox';
import type { Random } from '../../../modules/games/fair';

/** Words enough for any round of our games (the 243-ways slot draws the most: 55 stops with its free spins). */
const BLOCKS = 16;
const TWO_32 = 2 ** 32;

async function words({ server_seed, client_seed, nonce }: SandboxFairness): Promise<number[]> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(server_seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const out: number[] = [];
  for (let cursor = 0; cursor < BLOCKS; cursor += 1) {
    const block = new DataView(
      await crypto.subtle.sign('HMAC', key, encoder.encode(`${client_seed}:${nonce}:${cursor}`)),
    );
    for (let at = 0; at < block.byteLength; at += 4) out.push(block.getUint32(at));
  }
  return out;
}

function randomFrom(stream: number[]): Random {
  let at = 0;
  const next = () => {
    const word = stream[at++];
    if (word === undefined) throw new Error('the round needs more words than were drawn');
    return word;
  };
  return {
    int(n) {
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const word = next();
        if (word < limit) return word % n;
      }
    },
    float() {
      return ((next() >>> 5) * 2 ** 26 + (next() >>> 6)) / 2 ** 53;
    },
  };
}

/** JSON with keys sorted, so two outcomes compare by content whatever order their fields were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Whether replaying the round gives what the server answered (`shown`: its win and outcome); null when this browser
 * has no Web Crypto (a page not served over HTTPS or from localhost).
 */
export async function replays(
  fair: SandboxFairness,
  replay: (random: Random) => unknown,
  shown: unknown,
): Promise<boolean | null> {
  if (!globalThis.crypto?.subtle) return null;
  try {
    return canonical(replay(randomFrom(await words(fair)))) === canonical(shown);
  } catch {
    return false;
  }
}
