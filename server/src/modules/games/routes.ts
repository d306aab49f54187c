/** Game calls (SPEC §7 Units and games; contract/games.ts): GET hp/units/games/show and /fafi, and a site's games. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../../../contract/errors';
import { bearer } from '../../auth/tokens';
import type { ModuleOptions } from '../../context';
import { fail } from '../../errors';
import { allowedReturnUrl } from '../payments/return-urls';
import { ErrorAnswer } from '../../http/error-schema';
import { createLaunchService } from './launch';
import { siteGames } from './catalogue';
import { FafiLaunchQuery, GameLaunchAnswer, GameLaunchQuery, SiteGamesAnswer, SiteGamesQuery } from './schemas';

export const gamesRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const launcher = createLaunchService(ctx);
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  /** A bearer is optional; when sent, it must be valid and the unit must be its player's. */
  async function principalUserId(request: FastifyRequest): Promise<number | undefined> {
    if (request.headers.authorization === undefined) return undefined;
    return (await bearer(request, ctx.tokens, ctx.clock.now())).userId;
  }

  /**
   * The game's lobby button leads the player's browser there: a path on this server, or an address the payment
   * return rule allows (this host or one of CORS_ORIGINS), never an open redirect.
   */
  function lobbyUrl(request: FastifyRequest, raw: string | undefined): string | undefined {
    if (raw === undefined) return undefined;
    if (/^\/(?![/\\])/.test(raw)) return raw;
    if (allowedReturnUrl(raw, { ownOrigin: originOf(request), corsOrigins: ctx.config.corsOrigins })) return raw;
    throw fail(
      ErrorCodes.returnUrlNotAllowed,
      'lobby_url must be an http(s) address on this site or on one of the allowed site origins',
    );
  }

  app.get(
    '/hp/units/games/show',
    { schema: { querystring: GameLaunchQuery, response: { 200: GameLaunchAnswer, '4xx': ErrorAnswer } } },
    async (request) =>
      launcher.launch({
        token: request.query.token,
        gameSlug: request.query.game_slug,
        lobbyUrl: lobbyUrl(request, request.query.lobby_url),
        lang: request.query.lang,
        principalUserId: await principalUserId(request),
        origin: originOf(request),
      }),
  );

  app.get(
    '/hp/units/games/fafi',
    { schema: { querystring: FafiLaunchQuery, response: { 200: GameLaunchAnswer, '4xx': ErrorAnswer } } },
    async (request) =>
      launcher.launch({
        token: request.query.token,
        lobbyUrl: lobbyUrl(request, request.query.lobby_url),
        lang: request.query.lang,
        principalUserId: await principalUserId(request),
        origin: originOf(request),
      }),
  );

  app.get(
    '/games',
    { schema: { querystring: SiteGamesQuery, response: { 200: SiteGamesAnswer, '4xx': ErrorAnswer } } },
    async (request, reply) => {
      const siteId = request.query.site_id;
      const site = await ctx.db.query('SELECT 1 FROM sites WHERE id = $1', [siteId]);
      if (site.rows.length === 0) throw fail(ErrorCodes.siteNotFound);
      // The operator's switch shows at once: no cache keeps a game they turned off.
      void reply.header('cache-control', 'no-cache');
      const games = await siteGames(ctx.db, siteId);
      return { games: games.map(({ slug, name, provider, categories }) => ({ slug, name, provider, categories })) };
    },
  );
};
