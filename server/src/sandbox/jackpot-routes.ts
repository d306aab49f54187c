/** Sandbox: POST /sandbox/jackpots/<slug>/trigger makes the next contributing bet on that jackpot win it. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorCodes } from '../../../contract/errors';
import type { SandboxJackpotTriggerAnswer } from '../../../contract/jackpots';
import type { ModuleOptions } from '../context';
import { fail } from '../errors';
import { ErrorAnswer } from '../http/error-schema';

const TriggerParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 40 }) });
const TriggerBody = Type.Object(
  { site_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })) },
  { additionalProperties: false },
);
const TriggerAnswer = Type.Object({
  jackpots: Type.Array(Type.Object({ site_id: Type.Integer(), slug: Type.String() })),
});

export const sandboxJackpotRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.post(
    '/jackpots/:slug/trigger',
    {
      schema: { params: TriggerParams, body: TriggerBody, response: { 200: TriggerAnswer, '4xx': ErrorAnswer } },
      // The body is optional (ARCHITECTURE names none): a bare POST arms the slug on every site.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request): Promise<SandboxJackpotTriggerAnswer> => {
      const { rows } = await ctx.db.query<{ site_id: number; slug: string }>(
        `UPDATE jackpots SET trigger_next = true WHERE slug = $1 AND active AND ($2::integer IS NULL OR site_id = $2)
         RETURNING site_id, slug`,
        [request.params.slug, request.body?.site_id ?? null],
      );
      if (rows.length === 0) throw fail(ErrorCodes.notFound, `No active jackpot ${request.params.slug}`);
      request.log.info({ slug: request.params.slug, site_id: request.body?.site_id }, 'sandbox jackpot triggered');
      return { jackpots: rows.sort((a, b) => a.site_id - b.site_id) };
    },
  );
};
