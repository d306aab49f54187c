/**
 * The withdrawal queue (contract/backoffice-withdrawals.ts): the list and one withdrawal, approve with the bank's
 * reference, reject with a reason, and the bank's bulk-payment file. Owner and finance only.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleOptions } from '../../../context';
import { staffOf } from '../guard';
import { ListQuerystring, parseFilter, parseList, sendList } from '../lists';
import { errorAnswers, IdParams } from '../schemas';
import { listWithdrawals, WITHDRAWAL_SORTS, type WithdrawalFilter } from './repository';
import { ApproveBody, BackofficeWithdrawal, ExportQuery, RejectBody, WithdrawalAnswer } from './schemas';
import { createBackofficeWithdrawals } from './service';

export const withdrawalsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const withdrawals = createBackofficeWithdrawals(ctx);

  app.get(
    '/withdrawals',
    {
      config: { backoffice: 'withdrawals' },
      schema: { querystring: ListQuerystring, response: { 200: Type.Array(BackofficeWithdrawal), ...errorAnswers } },
    },
    async (request, reply) => {
      const { staff } = staffOf(request);
      const list = parseList(request.query, WITHDRAWAL_SORTS);
      const filter = parseFilter<WithdrawalFilter>(request.query.filter, {
        q: 'string',
        status: 'string',
        method: 'string',
        site_id: 'integer',
        player_id: 'integer',
        by_hand: 'boolean',
      });
      const { rows, total } = await listWithdrawals(ctx.db, staff.site_ids, filter, list);
      return sendList(reply, 'withdrawals', list, rows, total);
    },
  );

  app.get(
    '/withdrawals/export.csv',
    {
      config: { backoffice: 'withdrawals' },
      schema: { querystring: ExportQuery, response: { 200: Type.String(), ...errorAnswers } },
    },
    async (request, reply) => {
      // Pending unless another status is asked for: a bank file of every status would pay the paid ones again.
      const filter = { ...request.query, status: request.query.status ?? 'pending' };
      const csv = await withdrawals.exportCsv(staffOf(request).staff, filter);
      const day = ctx.clock.now().toISOString().slice(0, 10);
      const name = `withdrawals-${filter.method ?? 'all'}-${filter.status}-${day}.csv`;
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${name}"`);
      return csv;
    },
  );

  app.get(
    '/withdrawals/:id',
    {
      config: { backoffice: 'withdrawals' },
      schema: { params: IdParams, response: { 200: BackofficeWithdrawal, ...errorAnswers } },
    },
    async (request) => withdrawals.get(staffOf(request).staff, request.params.id),
  );

  app.post(
    '/withdrawals/:id/approve',
    {
      config: { backoffice: 'withdrawals' },
      schema: { params: IdParams, body: ApproveBody, response: { 200: WithdrawalAnswer, ...errorAnswers } },
    },
    async (request) => ({
      withdrawal: await withdrawals.approve(staffOf(request).staff, request.params.id, request.body.reference),
    }),
  );

  app.post(
    '/withdrawals/:id/reject',
    {
      config: { backoffice: 'withdrawals' },
      schema: { params: IdParams, body: RejectBody, response: { 200: WithdrawalAnswer, ...errorAnswers } },
    },
    async (request) => ({
      withdrawal: await withdrawals.reject(staffOf(request).staff, request.params.id, request.body.reason),
    }),
  );
};
