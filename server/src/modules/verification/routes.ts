/** The verification calls of SPEC §7 (bearer): start one, and read the last one (contract/verification.ts). */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../../../contract/errors';
import { SandboxPaths } from '../../../../contract/sandbox';
import { bearer } from '../../auth/tokens';
import type { ModuleOptions } from '../../context';
import { fail } from '../../errors';
import { checkReturnUrls } from '../payments/return-urls';
import { ErrorAnswer } from '../units/schemas';
import { LastVerificationAnswer, StartVerificationAnswer, StartVerificationBody } from './schemas';
import { createVerificationsService } from './service';

/** The provider's form, absolute on this server so that it works when the site is on another origin. */
export function formUrlOf(request: FastifyRequest): (id: string) => string {
  return (id) => {
    const path = `${SandboxPaths.kyc}/${id}`;
    try {
      return new URL(path, `${request.protocol}://${request.host}`).toString();
    } catch {
      return path; // a Host header no URL can hold: the form is still on this server
    }
  };
}

export const verificationRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const verifications = createVerificationsService(ctx);
  const signedIn = (request: FastifyRequest) => bearer(request, ctx.tokens, ctx.clock.now());

  app.post(
    '/hp/users/kyc/start_verification',
    {
      schema: {
        body: StartVerificationBody,
        response: { 200: StartVerificationAnswer, '4xx': ErrorAnswer, '5xx': ErrorAnswer },
      },
    },
    async (request) => {
      const principal = await signedIn(request);
      // The only KYC provider so far is the sandbox's hosted form.
      if (!ctx.config.sandbox) throw fail(ErrorCodes.kycUnavailable);
      const { redirect_url } = checkReturnUrls(
        { redirect_url: request.body.redirect_url },
        { ownOrigin: `${request.protocol}://${request.host}`, corsOrigins: ctx.config.corsOrigins },
      );
      const id = await verifications.start(principal, request.body.required_verification_level, redirect_url);
      return { form_url: formUrlOf(request)(id) };
    },
  );

  app.get(
    '/hp/users/kyc/get_last_verification',
    { schema: { response: { 200: LastVerificationAnswer, '4xx': ErrorAnswer, '5xx': ErrorAnswer } } },
    async (request) => ({ verification: await verifications.last(await signedIn(request), formUrlOf(request)) }),
  );
};
