/** `GET audit`: the trail, newest first, as a react-admin list (lists.ts). */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleOptions } from '../../../context';
import { staffOf } from '../guard';
import { ListQuerystring, parseFilter, parseList, sendList } from '../lists';
import { AuditEntry, errorAnswers } from '../schemas';
import { AUDIT_SORTS, listAudit, type AuditFilter } from './repository';

export const auditRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/audit',
    {
      config: { backoffice: 'audit' },
      schema: { querystring: ListQuerystring, response: { 200: Type.Array(AuditEntry), ...errorAnswers } },
    },
    async (request, reply) => {
      const { staff } = staffOf(request);
      const list = parseList(request.query, AUDIT_SORTS);
      const filter = parseFilter<AuditFilter>(request.query.filter, {
        staff_id: 'integer',
        player_id: 'integer',
        action: 'string',
      });
      const { rows, total } = await listAudit(ctx.db, staff.site_ids, filter, list);
      return sendList(reply, 'audit', list, rows, total);
    },
  );
};
