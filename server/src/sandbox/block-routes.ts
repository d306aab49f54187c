/**
 * Sandbox stand-in for the operator console: sets or lifts a player's block through the same function as
 * `npm run admin -- block …` (mounted only when SANDBOX is on).
 */

import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SandboxPaths } from '../../../contract/sandbox';
import { SiteId } from '../db/column-schemas';
import { PLAYER_BLOCKS, setPlayerBlock } from '../admin/blocks';
import type { ModuleOptions } from '../context';
import { fail } from '../errors';
import { ErrorCodes } from '../../../contract/errors';
import { ErrorAnswer } from '../http/error-schema';

const SandboxBlockBody = Type.Object(
  {
    phone: Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$', maxLength: 16 }),
    block: Type.Union(PLAYER_BLOCKS.map((block) => Type.Literal(block))),
    on: Type.Boolean(),
    site_id: Type.Optional(SiteId),
  },
  { additionalProperties: false },
);

const SandboxBlockAnswer = Type.Object({
  players: Type.Array(
    Type.Object({
      user_id: Type.Integer(),
      site_id: Type.Integer(),
      phone: Type.String(),
      blocks: Type.Array(Type.String()),
    }),
  ),
});

export const sandboxBlockRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.post(
    SandboxPaths.blocks.replace('/sandbox', ''),
    { schema: { body: SandboxBlockBody, response: { 200: SandboxBlockAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const { phone, block, on, site_id } = request.body;
      const players = await setPlayerBlock(ctx.db, { phone, siteId: site_id }, block, on, {
        now: ctx.clock.now(),
        bus: ctx.bus,
      });
      if (players.length === 0) throw fail(ErrorCodes.userNotFound);
      request.log.info({ phone, block, on, site_id }, 'sandbox block set');
      return {
        players: players.map((player) => ({
          user_id: player.userId,
          site_id: player.siteId,
          phone: player.phone,
          blocks: player.blocks,
        })),
      };
    },
  );
};
