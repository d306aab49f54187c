/** Voucher (acoin) calls (SPEC §7 Money): start, cancel and complete a voucher loading. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../../context';
import { isUnknownCode } from '../../errors';
import { addressKey } from '../../ratelimit/client-address';
import { limitFailures } from '../../ratelimit/limiter';
import { createCampaignsService } from '../campaigns/service';
import { ErrorAnswer } from '../../http/error-schema';
import {
  CancelLoadingBody,
  CompleteLoadingAnswer,
  CompleteLoadingBody,
  StartLoadingAnswer,
  StartLoadingBody,
  SuccessAnswer,
} from './schemas';
import { createAcoinService } from './service';

export const acoinRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const acoin = createAcoinService(ctx);
  const campaigns = createCampaignsService(ctx);

  app.post(
    '/hp/acoin/start_loading',
    { schema: { body: StartLoadingBody, response: { 200: StartLoadingAnswer, '4xx': ErrorAnswer } } },
    async (request) =>
      limitFailures(ctx.limits, ['unknownCodesPerIp', addressKey(request.ip)], isUnknownCode, () =>
        acoin.startLoading(request.body.token, request.body.code),
      ),
  );

  app.post(
    '/hp/acoin/cancel_loading',
    { schema: { body: CancelLoadingBody, response: { 200: SuccessAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      await acoin.cancelLoading(request.body.token, request.body.acoin_tx_token);
      return { success: true as const };
    },
  );

  app.post(
    '/hp/acoin/complete_loading',
    { schema: { body: CompleteLoadingBody, response: { 200: CompleteLoadingAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const { token, acoin_tx_token, amount, fp_request_id } = request.body;
      const loaded = await acoin.completeLoading(token, acoin_tx_token, amount, fp_request_id);
      // A deposit bonus waiting for this deposit is credited now (a follow-up after the load's commit).
      await campaigns.afterVoucherLoad(loaded.unitId);
      return { unit: { fin_account: loaded.finAccount } };
    },
  );
};
