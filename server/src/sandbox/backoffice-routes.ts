/**
 * Sandbox: a ready, enrolled back-office staff member for tests and the demo, answering their password and TOTP
 * secret (mounted only when SANDBOX is on).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BackofficePaths } from '../../../contract/backoffice';
import { ErrorCodes } from '../../../contract/errors';
import type { ModuleOptions } from '../context';
import { fail } from '../errors';
import { errorAnswers, SandboxStaffAnswer, SandboxStaffBody } from '../modules/backoffice/schemas';
import { createStaff, StaffInputError } from '../modules/backoffice/staff/service';

export const sandboxBackofficeRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.post(
    BackofficePaths.sandboxStaff.replace('/sandbox', ''),
    { schema: { body: SandboxStaffBody, response: { 200: SandboxStaffAnswer, ...errorAnswers } } },
    async (request) => {
      try {
        const created = await createStaff(
          ctx.db,
          { email: request.body.email, role: request.body.role, siteIds: request.body.site_ids, enrolled: true },
          { staffId: null, now: ctx.clock.now() },
        );
        return { password: created.password, totp_secret: created.totpSecret };
      } catch (error) {
        if (error instanceof StaffInputError) throw fail(ErrorCodes.validation, error.message);
        throw error;
      }
    },
  );
};
