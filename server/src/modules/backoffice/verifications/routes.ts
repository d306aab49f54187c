/**
 * The verification desk (contract/backoffice-verifications.ts): the queue, a verification with what the player
 * submitted, its document, and the decisions. Lists follow react-admin's simple REST conventions (lists.ts).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { VERIFICATION_SORTS, VERIFICATION_STATUSES } from '../../../../../contract/backoffice-verifications';
import { ErrorCodes } from '../../../../../contract/errors';
import type { ModuleOptions } from '../../../context';
import { fail } from '../../../errors';
import { staffOf } from '../guard';
import { ListQuerystring, parseFilter, parseList, sendList } from '../lists';
import { errorAnswers } from '../schemas';
import { listVerifications, type VerificationFilter } from './repository';
import { ApproveBody, RejectBody, VerificationDetail, VerificationParams, VerificationQueueRow } from './schemas';
import { createVerificationDesk } from './service';

export const verificationsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const desk = createVerificationDesk(ctx);
  const config = { backoffice: 'verifications' } as const;

  app.get(
    '/verifications',
    {
      config,
      schema: { querystring: ListQuerystring, response: { 200: Type.Array(VerificationQueueRow), ...errorAnswers } },
    },
    async (request, reply) => {
      const { staff } = staffOf(request);
      const list = parseList(request.query, VERIFICATION_SORTS, ['submitted_at', 'ASC']);
      const filter = parseFilter<VerificationFilter>(request.query.filter, {
        status: 'string',
        player_id: 'integer',
        site_id: 'integer',
      });
      if (filter.status !== undefined && !(VERIFICATION_STATUSES as readonly string[]).includes(filter.status)) {
        throw fail(ErrorCodes.validation, `filter.status must be one of ${VERIFICATION_STATUSES.join(', ')}`);
      }
      const { rows, total } = await listVerifications(ctx.db, staff.site_ids, filter, list, ctx.clock.now());
      return sendList(reply, 'verifications', list, rows, total);
    },
  );

  app.get(
    '/verifications/:id',
    { config, schema: { params: VerificationParams, response: { 200: VerificationDetail, ...errorAnswers } } },
    async (request) => desk.detail(staffOf(request).staff, request.params.id),
  );

  app.get(
    '/verifications/:id/document',
    {
      config,
      // A Buffer goes out as it is, never through the JSON serializer.
      schema: { params: VerificationParams, response: { 200: Type.Unsafe<Buffer>({}), ...errorAnswers } },
    },
    async (request, reply) => {
      const file = await desk.document(staffOf(request).staff, request.params.id);
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  app.post(
    '/verifications/:id/approve',
    {
      config,
      schema: { params: VerificationParams, body: ApproveBody, response: { 200: VerificationDetail, ...errorAnswers } },
      // The note is optional for a submitted verification; a call with no body at all is that too.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => desk.approve(staffOf(request).staff, request.params.id, request.body.reason?.trim() || null),
  );

  app.post(
    '/verifications/:id/reject',
    {
      config,
      schema: { params: VerificationParams, body: RejectBody, response: { 200: VerificationDetail, ...errorAnswers } },
    },
    async (request) => desk.reject(staffOf(request).staff, request.params.id, request.body.reason.trim()),
  );
};
