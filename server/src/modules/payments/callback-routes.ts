/**
 * The payment provider's callback: POST /v1/callbacks/payments, signed over the raw body (http/signed-json.ts): an
 * unsigned request learns nothing and changes nothing (401).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../../context';
import { requireSignedJson } from '../../http/signed-json';
import { createCampaignsService } from '../campaigns/service';
import { ErrorAnswer } from '../../http/error-schema';
import { PaymentCallbackAnswer, PaymentCallbackBody } from './schemas';
import { createPaymentsService } from './service';

export const paymentCallbackRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const payments = createPaymentsService(ctx);
  const campaigns = createCampaignsService(ctx);
  const signed = requireSignedJson(app, ctx.config.paymentsWebhookSecret);

  app.post(
    '/callbacks/payments',
    {
      schema: { body: PaymentCallbackBody, response: { 200: PaymentCallbackAnswer, '4xx': ErrorAnswer } },
      preValidation: signed,
    },
    async (request) => {
      await payments.settle(request.body);
      // A deposit bonus waiting for this deposit is credited now (a follow-up after the credit's commit).
      await campaigns.afterPayment(request.body.payment_id);
      request.log.info({ payment_id: request.body.payment_id, status: request.body.status }, 'payment callback');
      return { ok: true as const };
    },
  );
};
