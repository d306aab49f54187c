/** Helpers for the games tests: a catalogue with sandbox engines, player tokens, and signed wallet calls. */

import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { ApiPaths } from '../../../contract/api';
import type { SessionAnswer } from '../../../contract/users';
import type { WalletAnswer } from '../../../contract/games';
import type { Queryable } from '../../src/db/database';
import { readContentCatalogue, seedCatalogue, type CatalogueGame } from '../../src/modules/games/catalogue';
import { signBody, SIGNATURE_HEADER } from '../../src/modules/payments/signature';
import { TEST_PAYMENTS_SECRET } from '../helpers';
import type { Answer } from './money';

/** Test games beside the content's, one per sandbox engine (the content may not name engines yet). */
export const TEST_GAMES = {
  slot: { slug: 'test-slot', name: 'Test Slot', provider: 'test-studio', categories: ['slots'], engine: 'slot' },
  classic: {
    slug: 'test-classic',
    name: 'Test Classic',
    provider: 'test-studio',
    categories: ['slots'],
    engine: 'classic',
  },
  ways: { slug: 'test-ways', name: 'Test Ways', provider: 'test-studio', categories: ['slots'], engine: 'ways' },
  tumble: {
    slug: 'test-tumble',
    name: 'Test Tumble',
    provider: 'test-studio',
    categories: ['slots'],
    engine: 'tumble',
  },
  holdAndWin: {
    slug: 'test-hold-and-win',
    name: 'Test Hold and Win',
    provider: 'test-studio',
    categories: ['slots'],
    engine: 'hold-and-win',
  },
  wheel: { slug: 'test-wheel', name: 'Test Wheel', provider: 'test-studio', categories: ['op'], engine: 'wheel' },
  luckyNumbers: {
    slug: 'test-lucky',
    name: 'Test Lucky',
    provider: 'test-studio',
    categories: ['oln'],
    engine: 'lucky-numbers',
  },
  roulette: {
    slug: 'test-roulette',
    name: 'Test Roulette',
    provider: 'test-studio',
    categories: ['table-games'],
    engine: 'roulette',
  },
  fafi: { slug: 'test-fafi', name: 'Test Fafi', provider: 'test-studio', categories: ['op'], engine: 'fafi' },
  crash: { slug: 'test-crash', name: 'Test Crash', provider: 'test-studio', categories: ['aviator'], engine: 'crash' },
  live: { slug: 'test-live', name: 'Test Live', provider: 'test-studio', categories: ['table-games'] },
} satisfies Record<string, CatalogueGame>;

export async function seedTestGames(db: Queryable): Promise<void> {
  const content = readContentCatalogue();
  await seedCatalogue(db, {
    providers: [...content.providers, { slug: 'test-studio', name: 'Test Studio' }],
    games: [...content.games, ...Object.values(TEST_GAMES)],
  });
}

/** A player token for the unit, bound to `game` when given. */
export async function playerToken(
  app: FastifyInstance,
  session: SessionAnswer,
  token: string,
  game?: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: ApiPaths.playerToken,
    headers: { authorization: `Bearer ${session.access.token}` },
    payload: { token, ...(game === undefined ? {} : { game_slug: game }) },
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { player_token: string }).player_token;
}

/** A wallet call signed as the game server signs it; `signature` overrides the header (forgeries). */
export async function walletCall<T = WalletAnswer>(
  app: FastifyInstance,
  url: string,
  body: object | string,
  signature?: string,
): Promise<Answer<T>> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signature ?? signBody(TEST_PAYMENTS_SECRET, raw),
    },
    payload: raw,
  });
  return { status: response.statusCode, body: response.json() as T };
}
