/** Sandbox: POST /sandbox/happy_hours/start opens a happy hour on a site now, as its cron would (contract/happy-hours.ts). */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorCodes } from '../../../contract/errors';
import { SandboxHappyHourPaths, type SandboxHappyHourStartAnswer } from '../../../contract/happy-hours';
import type { ModuleOptions } from '../context';
import { SiteId } from '../db/column-schemas';
import { fail } from '../errors';
import type { HappyHourScheduler } from '../modules/happy-hours/scheduler';
import { ErrorAnswer } from '../http/error-schema';

const StartBody = Type.Object(
  { site_id: SiteId, duration: Type.Optional(Type.Integer({ minimum: 1, maximum: 86_400 })) },
  { additionalProperties: false },
);
// The window as the promotions topic announces it (contract PromotionState); its shape is checked there.
const StartAnswer = Type.Object({ promotion_state: Type.Unknown() });

export const sandboxHappyHourRoutes: FastifyPluginAsyncTypebox<
  ModuleOptions & { scheduler: HappyHourScheduler }
> = async (app, { scheduler }) => {
  app.post(
    SandboxHappyHourPaths.start.replace('/sandbox', ''),
    { schema: { body: StartBody, response: { 200: StartAnswer, '4xx': ErrorAnswer } } },
    async (request): Promise<SandboxHappyHourStartAnswer> => {
      const { site_id, duration } = request.body;
      const state = await scheduler.startNow(site_id, duration);
      if (!state) throw fail(ErrorCodes.notFound, `No active happy hour on site ${site_id}`);
      request.log.info({ site_id, duration, promotion_state_id: state.id }, 'sandbox happy hour started');
      return { promotion_state: state };
    },
  );
};
