/**
 * Sandbox stand-in for a KYC provider (mounted only when SANDBOX is on): the hosted form, its multipart submission,
 * and the decision, which is what a real provider's review does: approval raises the player's level. The answer
 * tells the page where the browser goes back to (the site's redirect address).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCodes } from '../../../contract/errors';
import type { ModuleOptions } from '../context';
import { fail } from '../errors';
import { sendInlinePage } from '../http/pages/hosted-page';
import { ErrorAnswer } from '../http/error-schema';
import { formUrlOf } from '../modules/verification/routes';
import {
  SandboxKycAnswer,
  SandboxKycBody,
  SandboxKycDetailsAnswer,
  VerificationParams,
} from '../modules/verification/schemas';
import { createVerificationsService } from '../modules/verification/service';
import { acceptMultipart, receiveSubmission } from '../providers/kyc/submission';
import { kycPage } from './kyc-page';

export const sandboxKycRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const verifications = createVerificationsService(ctx);
  acceptMultipart(app);

  app.get('/kyc/:id', { schema: { params: VerificationParams } }, async (request, reply) => {
    const view = await verifications.form(request.params.id);
    return sendInlinePage(reply, kycPage(view));
  });

  app.post(
    '/kyc/:id/details',
    { schema: { params: VerificationParams, response: { 200: SandboxKycDetailsAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const view = await verifications.form(request.params.id);
      if (view.status !== 'pending') throw fail(ErrorCodes.kycSettled);
      const details = await receiveSubmission(request, view.site.country, ctx.clock.now());
      await verifications.saveDetails(request.params.id, details);
      return { ok: true as const };
    },
  );

  app.post(
    '/kyc/:id',
    {
      schema: {
        params: VerificationParams,
        body: SandboxKycBody,
        response: { 200: SandboxKycAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) =>
      verifications.settle(request.params.id, request.body.outcome, formUrlOf(request, ctx.providers.kyc)),
  );
};
