/**
 * My bets and the game stats (contract/games.ts): GET hp/units/rounds and hp/units/recent_games for the unit the
 * token names, GET games/most_popular for a site, the same for everyone and kept a minute.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../../../contract/errors';
import type { MostPopularGamesAnswer as MostPopular } from '../../../../contract/games';
import { bearer } from '../../auth/tokens';
import type { ModuleOptions } from '../../context';
import { fail } from '../../errors';
import { parseCursor } from '../statement/filters';
import { ErrorAnswer } from '../../http/error-schema';
import { unitOwner } from '../units/repository';
import { createUnitsService } from '../units/service';
import {
  MostPopularGamesAnswer,
  MostPopularQuery,
  RecentGamesAnswer,
  RecentGamesQuery,
  UnitRoundsAnswer,
  UnitRoundsQuery,
} from './schemas';
import { readMostPopular, readRecentGames, readRounds } from './service';

export const betsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const units = createUnitsService(ctx);
  const popular = new Map<number, { until: number; answer: Promise<MostPopular> }>();
  /** How long a site's most played games are answered from memory (and may be cached by browsers and CDNs). */
  const ttlMs = ctx.config.mostPopularTtlMs;

  /**
   * The unit the token names. An optional bearer must be the unit's player: a signed-in player cannot read another
   * player's bets with a token they came by.
   */
  async function unitOf(request: FastifyRequest, token: string): Promise<number> {
    const unit = await units.authenticate(token);
    if (request.headers.authorization === undefined) return unit.unitId;
    const { userId } = await bearer(request, ctx.tokens, ctx.clock.now());
    if ((await unitOwner(ctx.db, unit.unitId)) !== userId) throw fail(ErrorCodes.unitNotOwned);
    return unit.unitId;
  }

  app.get(
    '/hp/units/rounds',
    { schema: { querystring: UnitRoundsQuery, response: { 200: UnitRoundsAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const { token, page_size, cursor } = request.query;
      const after = parseCursor(cursor, 'list of rounds');
      const unitId = await unitOf(request, token);
      return readRounds(ctx.db, { unitId, pageSize: page_size, after });
    },
  );

  app.get(
    '/hp/units/recent_games',
    { schema: { querystring: RecentGamesQuery, response: { 200: RecentGamesAnswer, '4xx': ErrorAnswer } } },
    async (request) => readRecentGames(ctx.db, await unitOf(request, request.query.token)),
  );

  app.get(
    '/games/most_popular',
    { schema: { querystring: MostPopularQuery, response: { 200: MostPopularGamesAnswer, '4xx': ErrorAnswer } } },
    async (request, reply) => {
      const siteId = request.query.site_id;
      const now = ctx.clock.now();
      let cached = popular.get(siteId);
      if (!cached || cached.until <= now.getTime()) {
        const site = await ctx.db.query('SELECT 1 FROM sites WHERE id = $1', [siteId]);
        if (site.rows.length === 0) throw fail(ErrorCodes.siteNotFound);
        const answer = readMostPopular(ctx.db, siteId, now);
        cached = { until: now.getTime() + ttlMs, answer };
        popular.set(siteId, cached);
        // A failed read is not kept: the next request tries again.
        answer.catch(() => popular.get(siteId) === cached && popular.delete(siteId));
      }
      void reply.header('cache-control', `public, max-age=${Math.floor(ttlMs / 1000)}`);
      return cached.answer;
    },
  );
};
