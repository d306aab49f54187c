/**
 * Player tokens (players/token/create, and the session of every game launch): a signed JWT naming the player, their
 * unit and site, and, for a launch, the one game it may bet on. Plain tokens live PLAYER_TOKEN_TTL_MS, a game's
 * GAME_SESSION_TTL_MS; the wallet reads them back here.
 */

import { ErrorCodes } from '../../../../contract/errors';
import { GAME_SESSION_TTL_MS } from '../../../../contract/games';
import { PLAYER_TOKEN_TTL_MS } from '../../../../contract/sites';
import type { AppContext } from '../../context';
import { fail } from '../../errors';

export const PLAYER_CLAIM = 'player';

export interface PlayerTokenClaims {
  userId: number;
  unitId: number;
  siteId: number;
  /** The game the token is bound to; null for a plain token (players/token/create without a game). */
  game: string | null;
}

export async function signPlayerToken(
  ctx: Pick<AppContext, 'tokens' | 'clock'>,
  player: Omit<PlayerTokenClaims, 'game'> & { game?: string },
): Promise<string> {
  const claims: Record<string, string | number> = {
    sub: String(player.userId),
    unit: player.unitId,
    site: player.siteId,
  };
  if (player.game !== undefined) claims.game = player.game;
  const ttl = player.game === undefined ? PLAYER_TOKEN_TTL_MS : GAME_SESSION_TTL_MS;
  return ctx.tokens.signClaim(PLAYER_CLAIM, claims, ttl, ctx.clock.now());
}

/**
 * The claims of a player token: a forged or malformed one is 401 auth:unauthenticated, an expired one 401
 * auth:token_expired unless `ignoreExpiry` (a win or rollback of a bet taken while the token was live).
 */
export async function readPlayerToken(
  ctx: Pick<AppContext, 'tokens' | 'clock'>,
  token: string,
  options: { ignoreExpiry?: boolean } = {},
): Promise<PlayerTokenClaims> {
  const payload = await ctx.tokens.verifyClaim(PLAYER_CLAIM, token, ctx.clock.now(), options);
  const userId = Number(payload.sub);
  const unitId = Number(payload.unit);
  const siteId = Number(payload.site);
  const game = payload.game === undefined ? null : payload.game;
  if (![userId, unitId, siteId].every(Number.isSafeInteger) || (game !== null && typeof game !== 'string')) {
    throw fail(ErrorCodes.unauthenticated);
  }
  return { userId, unitId, siteId, game };
}
