/**
 * Sandbox stand-in for a KYC provider (mounted only when SANDBOX is on): the hosted form, its multipart submission,
 * and the decision, which is what a real provider's review does: approval raises the player's level. The answer
 * tells the page where the browser goes back to (the site's redirect address).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCodes } from '../../../contract/errors';
import { KYC_DOCUMENT_MAX_BYTES } from '../../../contract/verification';
import type { ModuleOptions } from '../context';
import { fail } from '../errors';
import { ErrorAnswer } from '../modules/units/schemas';
import { checkSubmission, readSubmission } from '../modules/verification/details';
import { formUrlOf } from '../modules/verification/routes';
import {
  SandboxKycAnswer,
  SandboxKycBody,
  SandboxKycDetailsAnswer,
  VerificationParams,
} from '../modules/verification/schemas';
import { createVerificationsService } from '../modules/verification/service';
import { sendInlinePage } from './hosted-page';
import { kycPage } from './kyc-page';

/** Room for the form's fields and multipart framing around the largest document. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const sandboxKycRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const verifications = createVerificationsService(ctx);
  // The body stays unread here: readSubmission streams it through busboy with its own limits.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  app.get('/kyc/:id', { schema: { params: VerificationParams } }, async (request, reply) => {
    const view = await verifications.form(request.params.id);
    return sendInlinePage(reply, kycPage(view));
  });

  app.post(
    '/kyc/:id/details',
    { schema: { params: VerificationParams, response: { 200: SandboxKycDetailsAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) {
        throw fail(ErrorCodes.unsupportedMediaType, 'The form must be sent as multipart/form-data');
      }
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > KYC_DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD) {
        throw fail(ErrorCodes.payloadTooLarge, `document must be at most ${KYC_DOCUMENT_MAX_BYTES / 1024 / 1024} MB`);
      }
      const view = await verifications.form(request.params.id);
      if (view.status !== 'pending') throw fail(ErrorCodes.kycSettled);
      const submission = await readSubmission(request.raw);
      const details = checkSubmission(submission, view.site.country, ctx.clock.now());
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
    async (request) => verifications.settle(request.params.id, request.body.outcome, formUrlOf(request)),
  );
};
