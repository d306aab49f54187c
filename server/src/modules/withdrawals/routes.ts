/** Withdrawal calls: /v1/hp/{im,eft,upi}_withdrawals/{pre_check,create} (contract/withdrawals.ts). */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { bearer } from '../../auth/tokens';
import type { ModuleOptions } from '../../context';
import { ErrorAnswer } from '../../http/error-schema';
import type { WithdrawalInput } from './details';
import { CreateAnswer, EftWithdrawalBody, ImWithdrawalBody, PreCheckAnswer, UpiWithdrawalBody } from './schemas';
import { createWithdrawalsService } from './service';

const BODIES: Record<WithdrawalInput['method'], TSchema> = {
  im: ImWithdrawalBody,
  eft: EftWithdrawalBody,
  upi: UpiWithdrawalBody,
};

export const withdrawalsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const withdrawals = createWithdrawalsService(ctx);

  /** A bearer is optional; when sent, it must be valid and the unit must be its player's (checked in the service). */
  async function principalUserId(request: FastifyRequest): Promise<number | undefined> {
    if (request.headers.authorization === undefined) return undefined;
    return (await bearer(request, ctx.tokens, ctx.clock.now())).userId;
  }

  for (const method of ['im', 'eft', 'upi'] as const) {
    const body = BODIES[method];
    const input = (request: FastifyRequest) => ({ ...(request.body as object), method }) as WithdrawalInput;

    app.post(
      `/hp/${method}_withdrawals/pre_check`,
      { schema: { body, response: { 200: PreCheckAnswer, '4xx': ErrorAnswer } } },
      async (request) => withdrawals.preCheck(input(request), await principalUserId(request)),
    );

    app.post(
      `/hp/${method}_withdrawals/create`,
      { schema: { body, response: { 200: CreateAnswer, '4xx': ErrorAnswer } } },
      async (request) => withdrawals.create(input(request), await principalUserId(request)),
    );
  }
};
