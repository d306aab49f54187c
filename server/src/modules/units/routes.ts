/** Units calls (SPEC §7 Units and games): the signed-in player's unit token, and anonymous units. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer } from '../../auth/tokens';
import type { ModuleOptions } from '../../context';
import { addressKey } from '../../ratelimit/client-address';
import { createPlayerUnitsService } from './player-units';
import {
  CREATE_USER_UNIT_BODY_LIMIT,
  CreateAnonymousUnitAnswer,
  CreateAnonymousUnitBody,
  CreateUserUnitBody,
  LinkUnitBody,
  PlayBalanceRefillAnswer,
  PlayBalanceRefillBody,
  PlayerTokenAnswer,
  PlayerTokenBody,
  UserUnitsAnswer,
} from './schemas';
import { createUnitsService } from './service';
import { refillPlayBalanceOf } from './play-balance';
import { ErrorAnswer } from '../../http/error-schema';

export const unitsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const units = createUnitsService(ctx);
  const playerUnits = createPlayerUnitsService(ctx);
  const signedIn = (request: Parameters<typeof bearer>[0]) => bearer(request, ctx.tokens, ctx.clock.now());

  app.get(
    '/hp/users/units',
    { schema: { response: { 200: UserUnitsAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const principal = await bearer(request, ctx.tokens, ctx.clock.now());
      return { unit_token: await units.playerUnitToken(principal) };
    },
  );

  app.post(
    '/hp/units/create',
    { schema: { body: CreateAnonymousUnitBody, response: { 200: CreateAnonymousUnitAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      // Counted before the unit is made, so parallel requests cannot pass together; a unit not made is given back.
      const taken = await ctx.limits.consume(['anonymousUnitsPerIp', addressKey(request.ip)]);
      try {
        return { token: await units.createAnonymous(request.body.site_id, request.body.fp_request_id) };
      } catch (error) {
        await taken.giveBack();
        throw error;
      }
    },
  );

  app.post(
    '/players/token/create',
    { schema: { body: PlayerTokenBody, response: { 200: PlayerTokenAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const principal = await signedIn(request);
      return {
        player_token: await playerUnits.playerToken(principal, request.body.token, request.body.game_slug),
      };
    },
  );

  app.post(
    '/hp/users/units/create',
    {
      bodyLimit: CREATE_USER_UNIT_BODY_LIMIT,
      schema: { body: CreateUserUnitBody, response: { 200: UserUnitsAnswer, '4xx': ErrorAnswer } },
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const principal = await signedIn(request);
      return { unit_token: await playerUnits.createUserUnit(principal, request.body) };
    },
  );

  app.post(
    '/hp/units/play_balance/refill',
    { schema: { body: PlayBalanceRefillBody, response: { 200: PlayBalanceRefillAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      // An optional bearer must be the unit's player.
      const userId = request.headers.authorization === undefined ? undefined : (await signedIn(request)).userId;
      return { play_balance: await refillPlayBalanceOf(ctx, request.body.token, userId) };
    },
  );

  app.post(
    '/hp/users/units/link',
    { schema: { body: LinkUnitBody, response: { 200: UserUnitsAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const principal = await signedIn(request);
      return { unit_token: await playerUnits.link(principal, request.body.unit_token, request.body.fp_request_id) };
    },
  );
};
