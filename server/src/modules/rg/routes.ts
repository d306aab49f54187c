/**
 * Responsible gambling, the player's own calls (contract/rg.ts), bearer at the player level. They stay open during a
 * time-out or self-exclusion: a player can always see their limits and activity.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { bearer } from '../../auth/tokens';
import type { ModuleOptions } from '../../context';
import { ErrorAnswer } from '../../http/error-schema';
import { parseInstant } from '../statement/filters';
import {
  ActivityAnswer,
  ActivityQuery,
  ConfirmLimitBody,
  RgAnswer,
  SelfExclusionBody,
  SessionBody,
  SetLimitBody,
  TimeOutBody,
} from './schemas';
import { createRgService } from './service';

export const rgRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const rg = createRgService(ctx);
  const signedIn = (request: FastifyRequest) => bearer(request, ctx.tokens, ctx.clock.now());
  const response = { 200: RgAnswer, '4xx': ErrorAnswer, '5xx': ErrorAnswer };

  app.get('/hp/users/rg', { schema: { response } }, async (request) => ({
    rg: await rg.state(await signedIn(request)),
  }));

  app.post('/hp/users/rg/limits', { schema: { body: SetLimitBody, response } }, async (request) => ({
    rg: await rg.setLimit(await signedIn(request), request.body),
  }));

  app.post('/hp/users/rg/limits/confirm', { schema: { body: ConfirmLimitBody, response } }, async (request) => ({
    rg: await rg.confirmLimit(await signedIn(request), request.body),
  }));

  app.post('/hp/users/rg/session', { schema: { body: SessionBody, response } }, async (request) => ({
    rg: await rg.setSession(await signedIn(request), request.body),
  }));

  app.post('/hp/users/rg/time_out', { schema: { body: TimeOutBody, response } }, async (request) => ({
    rg: await rg.timeOut(await signedIn(request), request.body.period),
  }));

  app.post('/hp/users/rg/self_exclusion', { schema: { body: SelfExclusionBody, response } }, async (request) => ({
    rg: await rg.selfExclude(await signedIn(request), request.body.period),
  }));

  app.get(
    '/hp/users/rg/activity',
    {
      schema: { querystring: ActivityQuery, response: { 200: ActivityAnswer, '4xx': ErrorAnswer, '5xx': ErrorAnswer } },
    },
    async (request) => {
      const principal = await signedIn(request);
      const from = parseInstant('from', request.query.from);
      const to = parseInstant('to', request.query.to);
      return rg.activity(principal, { from, to });
    },
  );
};
