/**
 * Redirect payments and UPI deposits (SPEC §7 Money, ARCHITECTURE "Redirect payments" and "UPI deposits"), through
 * the payment provider (providers/payments/); with none configured these calls answer method_disabled.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { UpiDeposit } from '../../../../contract/deposits';
import { ErrorCodes } from '../../../../contract/errors';
import type { ModuleOptions } from '../../context';
import type { PaymentProvider } from '../../providers/payments/provider';
import { fail } from '../../errors';
import { ErrorAnswer } from '../../http/error-schema';
import type { Payment } from './repository';
import { checkReturnUrls } from './return-urls';
import {
  CreateUpiDepositBody,
  RedirectAnswer,
  StartDirectDepositBody,
  StartPhoneRedemptionBody,
  UpiDepositAnswer,
  UpiDepositParams,
  UpiDepositQuery,
} from './schemas';
import { createPaymentsService } from './service';

/**
 * The provider's page, absolute on this server when it is a path, so that it works when the site is served from
 * another origin (CORS_ORIGINS). Behind a TLS proxy, TRUST_PROXY lets the forwarded scheme through.
 */
function pageUrl(request: FastifyRequest, provider: PaymentProvider, paymentId: string): string {
  const path = provider.pagePath(paymentId);
  try {
    return new URL(path, `${request.protocol}://${request.host}`).toString();
  } catch {
    return path; // a Host header no URL can hold: the page is still on this server
  }
}

/** Minor units as UPI's `am`: major units with two decimals, in integer arithmetic. */
export function upiAmount(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

export function upiUri(payment: Payment, siteName: string, payee: string): string {
  const params: Array<[string, string]> = [
    ['pa', payee],
    ['pn', siteName],
    ['am', upiAmount(payment.amount ?? 0)],
    ['cu', payment.currency],
    ['tr', payment.id],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/** How often each node expires the payments left pending (reading one expires it at once anyway). */
const EXPIRY_SWEEP_MS = 60_000;

export const paymentsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const payments = createPaymentsService(ctx);
  const sweep = setInterval(() => {
    payments.expireStale().catch((err: unknown) => ctx.log.warn({ err }, 'payments: expiry sweep failed'));
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  const provider = (): PaymentProvider => {
    if (ctx.providers.payments === null) throw fail(ErrorCodes.methodDisabled);
    return ctx.providers.payments;
  };
  const policyOf = (request: FastifyRequest) => ({
    ownOrigin: `${request.protocol}://${request.host}`,
    corsOrigins: ctx.config.corsOrigins,
  });

  app.post(
    '/hp/acoin/start_direct_deposit',
    { schema: { body: StartDirectDepositBody, response: { 200: RedirectAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const gateway = provider();
      const { token, payment_type, amount, fp_request_id, success_url, cancel_url, error_url } = request.body;
      const urls = checkReturnUrls({ success_url, cancel_url, error_url }, policyOf(request));
      const { payment } = await payments.start({
        token,
        method: payment_type,
        amount,
        urls,
        fpRequestId: fp_request_id,
      });
      return { redirect_url: pageUrl(request, gateway, payment.id) };
    },
  );

  app.post(
    '/hp/acoin/start_phone_redemption',
    { schema: { body: StartPhoneRedemptionBody, response: { 200: RedirectAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const gateway = provider();
      const { token, phone, fp_request_id, success_url, cancel_url, error_url } = request.body;
      const urls = checkReturnUrls({ success_url, cancel_url, error_url }, policyOf(request));
      const { payment } = await payments.start({ token, method: 'phone', phone, urls, fpRequestId: fp_request_id });
      return { redirect_url: pageUrl(request, gateway, payment.id) };
    },
  );

  const depositOf = (request: FastifyRequest, payment: Payment, siteName: string): UpiDeposit => {
    const gateway = provider();
    return {
      id: payment.id,
      method: payment.method === 'upi_qr' ? 'qr' : 'intent',
      amount: payment.amount ?? 0,
      status: payment.status,
      upi_uri: upiUri(payment, siteName, gateway.upiPayee),
      redirect_url: pageUrl(request, gateway, payment.id),
      created_at: payment.createdAt.toISOString(),
    };
  };

  app.post(
    '/hp/upi_deposits/create',
    { schema: { body: CreateUpiDepositBody, response: { 200: UpiDepositAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      provider(); // refused before anything is recorded
      const { token, amount, method, fp_request_id } = request.body;
      const { payment, siteName } = await payments.start({
        token,
        method: method === 'qr' ? 'upi_qr' : 'upi_intent',
        amount,
        fpRequestId: fp_request_id,
      });
      return { deposit: depositOf(request, payment, siteName) };
    },
  );

  app.get(
    '/hp/upi_deposits/:id',
    {
      schema: {
        params: UpiDepositParams,
        querystring: UpiDepositQuery,
        response: { 200: UpiDepositAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      const { payment, siteName } = await payments.ownPayment(request.query.token, request.params.id);
      if (payment.method !== 'upi_qr' && payment.method !== 'upi_intent') throw fail(ErrorCodes.paymentNotFound);
      return { deposit: depositOf(request, payment, siteName) };
    },
  );
};
