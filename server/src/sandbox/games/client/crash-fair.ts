/**
 * The crash game's provably fair panel: the current round's commitment while it takes bets, and for the last crashed
 * round its revealed seed, checked here against the commitment shown before it (SHA-256 in the browser) and replayed
 * into the crash point it claimed (verify.ts, with the round id as client seed and nonce 0).
 */

import type { CrashHistoryRound } from '../../../../../contract/sandbox';
import { crashPoint } from '../../../modules/games/math/crash';
import { sha256Hex, TEXTS } from './shell';
import { replays } from './verify';

const byId = (id: string) => document.getElementById(id)!;

function mark(node: HTMLElement, ok: boolean, yes: string, no: string): void {
  node.textContent = ok ? yes : no;
  node.className = ok ? 'check ok' : 'check bad';
}

export function showCommitment(commitment: string): void {
  const next = byId('fair-next');
  if (next.textContent !== commitment) next.textContent = commitment;
}

/** Shows and checks a revealed round (once per round). */
export async function showRevealed(round: CrashHistoryRound): Promise<void> {
  byId('fair-last').hidden = false;
  byId('fair-round').textContent = `${round.number} · ${round.round_id}`;
  byId('fair-commitment').textContent = round.commitment;
  byId('fair-seed').textContent = round.server_seed;
  byId('fair-point').textContent = `${(round.crash_point / 100).toFixed(2)}×`;
  const check = byId('fair-check');
  const hash = await sha256Hex(round.server_seed);
  if (hash === null) check.textContent = TEXTS.fair.noCrypto;
  else mark(check, hash === round.commitment, TEXTS.fair.seedMatches, TEXTS.fair.seedDiffers);
  const fair = { commitment: round.commitment, server_seed: round.server_seed, client_seed: round.round_id, nonce: 0 };
  const same = await replays(fair, crashPoint, round.crash_point);
  const replayed = byId('fair-replay');
  if (same === null) replayed.textContent = '';
  else {
    mark(replayed, same, TEXTS.fair.crashReplaySame, TEXTS.fair.crashReplayDifferent);
  }
}
