/** Sandbox stand-in for the bank: POST /sandbox/withdrawals/<id> {"outcome"} pays or fails a pending withdrawal. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../context';
import { ErrorAnswer } from '../http/error-schema';
import { SettleAnswer, SettleBody, SettleParams } from '../modules/withdrawals/schemas';
import { createWithdrawalsService } from '../modules/withdrawals/service';

export const sandboxWithdrawalRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const withdrawals = createWithdrawalsService(ctx);
  app.post(
    '/withdrawals/:id',
    { schema: { params: SettleParams, body: SettleBody, response: { 200: SettleAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const withdrawal = await withdrawals.settle(request.params.id, request.body.outcome);
      request.log.info({ id: withdrawal.id, outcome: request.body.outcome }, 'sandbox withdrawal settled');
      return { withdrawal };
    },
  );
};
