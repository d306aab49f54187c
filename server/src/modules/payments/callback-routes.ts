/**
 * The payment provider's callback: POST /v1/callbacks/payments, signed over the raw body. This plugin keeps the
 * body's bytes (its own JSON parser, encapsulated to this route) and checks the signature before the body is even
 * validated: an unsigned request learns nothing and changes nothing (401).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../../../contract/errors';
import type { ModuleOptions } from '../../context';
import { fail } from '../../errors';
import { ErrorAnswer } from '../units/schemas';
import { PaymentCallbackAnswer, PaymentCallbackBody } from './schemas';
import { createPaymentsService } from './service';
import { SIGNATURE_HEADER, validSignature } from './signature';

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

export const paymentCallbackRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const payments = createPaymentsService(ctx);
  const secret = ctx.config.paymentsWebhookSecret;

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    rawBodies.set(request, raw);
    // An unsigned body is not parsed at all; the signature check below refuses it.
    if (!validSignature(secret, raw, request.headers[SIGNATURE_HEADER])) return done(null, {});
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch {
      done(fail(ErrorCodes.validation, 'body must be valid JSON'), undefined);
    }
  });

  app.post(
    '/callbacks/payments',
    {
      schema: { body: PaymentCallbackBody, response: { 200: PaymentCallbackAnswer, '4xx': ErrorAnswer } },
      // Before validation, so that a forged body gets 401 whatever it holds.
      preValidation: async (request) => {
        const raw = rawBodies.get(request) ?? Buffer.alloc(0);
        if (!validSignature(secret, raw, request.headers[SIGNATURE_HEADER])) throw fail(ErrorCodes.invalidSignature);
      },
    },
    async (request) => {
      await payments.settle(request.body);
      request.log.info({ payment_id: request.body.payment_id, status: request.body.status }, 'payment callback');
      return { ok: true as const };
    },
  );
};
