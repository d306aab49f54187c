/**
 * Sandbox stand-in for a payment provider (mounted only when SANDBOX is on): the hosted page, and what its buttons
 * do, which is what a real provider does: tell our server by the signed callback (twice, as real providers may),
 * then send the browser back to the site's success, cancel or error address with `?status=`.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCodes } from '../../../contract/errors';
import type { SandboxPaymentAnswer as Answer } from '../../../contract/sandbox';
import type { ModuleOptions } from '../context';
import { fail } from '../errors';
import { withStatus } from '../modules/payments/return-urls';
import {
  SandboxPaymentAnswer,
  SandboxPaymentBody,
  SandboxPaymentParams,
  type PaymentCallbackBody,
} from '../modules/payments/schemas';
import { createPaymentsService } from '../modules/payments/service';
import { signBody } from '../modules/payments/signature';
import { ErrorAnswer } from '../http/error-schema';
import { sendInlinePage } from '../http/pages/hosted-page';
import { paymentPage } from './payment-page';
import type { Static } from 'typebox';

/** Sends one signed callback to our own server; answers its HTTP status. */
export type DeliverCallback = (rawBody: string, signature: string) => Promise<number>;

export interface SandboxPaymentOptions extends ModuleOptions {
  deliver: DeliverCallback;
}

const RETURN_STATUS = { paid: 'complete', canceled: 'canceled', failed: 'failed' } as const;

export const sandboxPaymentRoutes: FastifyPluginAsyncTypebox<SandboxPaymentOptions> = async (app, { ctx, deliver }) => {
  const payments = createPaymentsService(ctx);

  app.get('/pay/:payment_id', { schema: { params: SandboxPaymentParams } }, async (request, reply) => {
    const payment = await payments.show(request.params.payment_id);
    return sendInlinePage(reply, paymentPage(payment));
  });

  app.post(
    '/payments/:payment_id',
    {
      schema: {
        params: SandboxPaymentParams,
        body: SandboxPaymentBody,
        response: { 200: SandboxPaymentAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request): Promise<Answer> => {
      const payment = await payments.show(request.params.payment_id);
      const { outcome } = request.body;
      let amount = request.body.amount;
      // The provider's checkout is over: nothing is paid, canceled or failed on it any more.
      if (payment.status === 'expired') throw fail(ErrorCodes.paymentExpired);
      if (outcome === 'paid') {
        if (payment.amount !== null && amount !== undefined && amount !== payment.amount) {
          throw fail(ErrorCodes.validation, `amount is fixed at ${payment.amount}`);
        }
        amount ??= payment.amount ?? undefined;
        if (amount === undefined) throw fail(ErrorCodes.validation, 'amount is required to pay');
      }
      const callback: Static<typeof PaymentCallbackBody> = { payment_id: payment.id, status: outcome, amount };
      const raw = JSON.stringify(callback);
      const signature = signBody(ctx.config.paymentsWebhookSecret, raw);
      // Twice, as real providers may: the second delivery must change nothing.
      const first = await deliver(raw, signature);
      const second = await deliver(raw, signature);
      // A payment the player's limits refused was refunded, not credited: the site hears it failed.
      const refunded = (await payments.show(payment.id)).status === 'refunded';
      const accepted = first === 200 && second === 200 && !refunded;
      request.log.info({ payment_id: payment.id, outcome, first, second }, 'sandbox payment callback delivered');
      const status = accepted ? RETURN_STATUS[outcome] : 'failed';
      const address = { complete: payment.successUrl, canceled: payment.cancelUrl, failed: payment.errorUrl }[status];
      return { status, redirect_url: address === null ? null : withStatus(address, status) };
    },
  );
};
