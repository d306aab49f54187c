/** The verification calls of SPEC §7 (bearer): start one, and read the last one (contract/verification.ts). */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { bearer } from '../../auth/tokens';
import type { ModuleOptions } from '../../context';
import type { KycProvider } from '../../providers/kyc/provider';
import { checkReturnUrls } from '../payments/return-urls';
import { ErrorAnswer } from '../../http/error-schema';
import { LastVerificationAnswer, StartVerificationAnswer, StartVerificationBody } from './schemas';
import { createVerificationsService } from './service';

/** The KYC provider's form, absolute on this server so that it works when the site is on another origin. */
export function formUrlOf(request: FastifyRequest, kyc: KycProvider): (id: string) => string {
  return (id) => {
    const path = kyc.formPath(id);
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
      const { redirect_url } = checkReturnUrls(
        { redirect_url: request.body.redirect_url },
        { ownOrigin: `${request.protocol}://${request.host}`, corsOrigins: ctx.config.corsOrigins },
      );
      const id = await verifications.start(principal, request.body.required_verification_level, redirect_url);
      return { form_url: formUrlOf(request, ctx.providers.kyc)(id) };
    },
  );

  app.get(
    '/hp/users/kyc/get_last_verification',
    { schema: { response: { 200: LastVerificationAnswer, '4xx': ErrorAnswer, '5xx': ErrorAnswer } } },
    async (request) => ({
      verification: await verifications.last(await signedIn(request), formUrlOf(request, ctx.providers.kyc)),
    }),
  );
};
