/** Units calls (SPEC §7 Units and games): the signed-in player's unit token, and anonymous units. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer } from '../../auth/tokens';
import type { ModuleOptions } from '../../context';
import { CreateAnonymousUnitAnswer, CreateAnonymousUnitBody, ErrorAnswer, UserUnitsAnswer } from './schemas';
import { createUnitsService } from './service';

export const unitsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const units = createUnitsService(ctx);

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
    async (request) => ({ token: await units.createAnonymous(request.body.site_id, request.body.fp_request_id) }),
  );
};
