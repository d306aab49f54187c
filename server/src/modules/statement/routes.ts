/** The statement (SPEC §7 Money, GET transactions/unit): the unit the token names, its money in and out. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../../context';
import { createUnitsService } from '../units/service';
import { ErrorAnswer } from '../../http/error-schema';
import { parseCursor, parseInstant, parseTypes } from './filters';
import { StatementAnswer, StatementQuery } from './schemas';
import { readStatement } from './service';

export const statementRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const units = createUnitsService(ctx);

  app.get(
    '/transactions/unit',
    { schema: { querystring: StatementQuery, response: { 200: StatementAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const { token, page_size, from, to, cursor, 'types[]': bracketed, types } = request.query;
      const query = {
        pageSize: page_size,
        types: parseTypes(bracketed || types ? [...(bracketed ?? []), ...(types ?? [])] : undefined),
        from: parseInstant('from', from),
        to: parseInstant('to', to),
        after: parseCursor(cursor),
      };
      // The token names the unit: another player's statement cannot be asked for.
      const unit = await units.authenticate(token);
      return readStatement(ctx.db, { unitId: unit.unitId, ...query });
    },
  );
};
