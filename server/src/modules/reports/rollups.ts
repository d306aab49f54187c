/**
 * The ledger's flows rolled up once a minute (server/src/ledger/flows.ts), so that a report reads them ready and
 * rolls up only the last minute's itself. Every node may run it: roll-ups take turns and recompute, never add.
 */

import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../context';
import { createReportsService } from './service';

export const ROLL_UP_EVERY_MS = 60_000;

export const reportsRollUps: FastifyPluginAsync<ModuleOptions> = async (app, { ctx }) => {
  const reports = createReportsService(ctx);
  const timer = setInterval(() => {
    reports.rollUpRecent().catch((err: unknown) => ctx.log.warn({ err }, 'reports: roll-up failed'));
  }, ROLL_UP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
