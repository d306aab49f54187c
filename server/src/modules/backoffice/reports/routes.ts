/**
 * `GET reports/summary` and `GET reports/daily` (contract/reports.ts): a site's figures from the ledger, for the
 * staff whose sites include it; another site is not found.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorCodes } from '../../../../../contract/errors';
import type { ModuleOptions } from '../../../context';
import { fail } from '../../../errors';
import { createReportsService } from '../../reports/service';
import { staffOf } from '../guard';
import { INTEGER_MAX } from '../../../db/column-schemas';
import { errorAnswers } from '../schemas';

const ReportQuery = Type.Object({
  site_id: Type.Integer({ minimum: 1, maximum: INTEGER_MAX }),
  from: Type.String({ maxLength: 10 }),
  to: Type.String({ maxLength: 10 }),
});

const Figures = {
  currency: Type.String(),
  deposits: Type.Integer(),
  withdrawals: Type.Integer(),
  bets: Type.Integer(),
  wins: Type.Integer(),
  ggr: Type.Integer(),
  bonus_cost: Type.Integer(),
  ngr: Type.Integer(),
  active_players: Type.Integer(),
  new_players: Type.Integer(),
};
const Summary = Type.Object(Figures);
const Day = Type.Object({ id: Type.String(), day: Type.String(), ...Figures });

export const reportsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const reports = createReportsService(ctx);
  const ownSite = (request: Parameters<typeof staffOf>[0], siteId: number) => {
    if (!staffOf(request).staff.site_ids.includes(siteId)) throw fail(ErrorCodes.notFound);
  };

  app.get(
    '/reports/summary',
    {
      config: { backoffice: 'reports' },
      schema: { querystring: ReportQuery, response: { 200: Summary, ...errorAnswers } },
    },
    async (request) => {
      ownSite(request, request.query.site_id);
      return reports.summary(request.query.site_id, request.query.from, request.query.to);
    },
  );

  app.get(
    '/reports/daily',
    {
      config: { backoffice: 'reports' },
      schema: { querystring: ReportQuery, response: { 200: Type.Array(Day), ...errorAnswers } },
    },
    async (request, reply) => {
      ownSite(request, request.query.site_id);
      const days = await reports.daily(request.query.site_id, request.query.from, request.query.to);
      // react-admin's list shape: every day of the span, one page.
      reply.header('content-range', `reports 0-${Math.max(0, days.length - 1)}/${days.length}`);
      return days;
    },
  );
};
