/** Helpers for the responsible-gambling tests: a signed-up player with a unit, the RG calls, loads and bets. */

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiPaths } from '../../../contract/api';
import type { WalletAnswer } from '../../../contract/games';
import type { RgActivityAnswer, RgAnswer } from '../../../contract/rg';
import type { SessionAnswer } from '../../../contract/users';
import { playerToken, walletCall } from './games';
import { post, voucher, type Answer } from './money';
import { phoneMaker, register } from './users';

export interface Player {
  session: SessionAnswer;
  bearer: string;
  unitToken: string;
}

const phones = phoneMaker(Math.floor(Math.random() * 1_000_000));

export async function signUp(app: FastifyInstance, siteId = 1): Promise<Player> {
  const session = await register(app, phones(), siteId);
  const bearer = `Bearer ${session.access.token}`;
  const unit = await app.inject({ method: 'GET', url: ApiPaths.userUnits, headers: { authorization: bearer } });
  assert.equal(unit.statusCode, 200, unit.body);
  return { session, bearer, unitToken: (unit.json() as { unit_token: string }).unit_token };
}

export async function rgCall<T = RgAnswer>(
  app: FastifyInstance,
  player: Player,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
): Promise<Answer<T>> {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: player.bearer },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() as T };
}

export const rgState = async (app: FastifyInstance, player: Player) => {
  const answer = await rgCall(app, player, 'GET', ApiPaths.rg);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.rg;
};

export const activity = (app: FastifyInstance, player: Player, query = '') =>
  rgCall<RgActivityAnswer>(app, player, 'GET', `${ApiPaths.rgActivity}${query}`);

export async function setLimit(
  app: FastifyInstance,
  player: Player,
  kind: string,
  period: string,
  amount: number | null,
): Promise<Answer<RgAnswer>> {
  return rgCall(app, player, 'POST', ApiPaths.rgLimits, { kind, period, amount });
}

export async function advanceClock(app: FastifyInstance, ms: number): Promise<void> {
  const answer = await post(app, '/sandbox/clock', { advance_ms: ms });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
}

/** Starts a voucher loading of `amount`; answers the batch token. */
export async function startLoad(app: FastifyInstance, unitToken: string, amount: number): Promise<Answer> {
  return post(app, ApiPaths.startLoading, { token: unitToken, code: await voucher(app, amount) });
}

/** A whole voucher load of `amount`: the complete_loading answer. */
export async function load(app: FastifyInstance, unitToken: string, amount: number): Promise<Answer> {
  const started = await startLoad(app, unitToken, amount);
  if (started.status !== 200) return started;
  return post(app, ApiPaths.completeLoading, {
    token: unitToken,
    acoin_tx_token: (started.body as { acoin_batch_token: string }).acoin_batch_token,
    amount,
  });
}

export const GAME = 'test-slot';

/** A game session (player token bound to the test slot) for the player's unit. */
export const gameSession = (app: FastifyInstance, player: Player) =>
  playerToken(app, player.session, player.unitToken, GAME);

export function bet(app: FastifyInstance, session: string, amount: number, round = randomBytes(6).toString('hex')) {
  return walletCall<WalletAnswer>(app, ApiPaths.walletBet, {
    player_token: session,
    transaction_id: `bet-${round}`,
    round_id: round,
    game_slug: GAME,
    amount,
  });
}

export function win(app: FastifyInstance, session: string, round: string, amount: number) {
  return walletCall<WalletAnswer>(app, ApiPaths.walletWin, {
    player_token: session,
    transaction_id: `win-${round}`,
    round_id: round,
    game_slug: GAME,
    amount,
  });
}
