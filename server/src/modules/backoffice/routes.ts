/**
 * The operator back office's API under /v1/backoffice. Everything here sits behind one guard (guard.ts): each route
 * names its area, and a route that names none fails at start-up.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../../context';
import { auditRoutes } from './audit/routes';
import { chatConsoleRoutes } from './chat/routes';
import { registerGuard } from './guard';
import { playersRoutes } from './players/routes';
import { promotionsRoutes } from './promotions/routes';
import { reportsRoutes } from './reports/routes';
import { createBackofficeSessions } from './session/service';
import { sessionRoutes } from './session/routes';
import { withdrawalsRoutes } from './withdrawals/routes';
import { verificationsRoutes } from './verifications/routes';

export const backofficeRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const sessions = createBackofficeSessions(ctx);
  registerGuard(app, sessions);
  // Nothing the back office answers is for a shared cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(sessionRoutes, { ctx, sessions });
  await app.register(auditRoutes, { ctx });
  await app.register(playersRoutes, { ctx });
  await app.register(reportsRoutes, { ctx });
  await app.register(withdrawalsRoutes, { ctx });
  await app.register(verificationsRoutes, { ctx });
  await app.register(promotionsRoutes, { ctx });
  await app.register(chatConsoleRoutes, { ctx });
};
