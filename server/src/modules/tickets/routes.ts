/** Ticket calls (SPEC §7 Money, ARCHITECTURE "Ticket"): cash the withdrawable balance out onto a ticket, and in. */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleOptions } from '../../context';
import { isUnknownCode } from '../../errors';
import { addressKey } from '../../ratelimit/client-address';
import { limitFailures } from '../../ratelimit/limiter';
import { ErrorAnswer } from '../../http/error-schema';
import { TicketCashInAnswer, TicketCashInBody, TicketCashOutAnswer, TicketCashOutBody } from './schemas';
import { createTicketsService } from './service';

export const ticketsRoutes: FastifyPluginAsyncTypebox<ModuleOptions> = async (app, { ctx }) => {
  const tickets = createTicketsService(ctx);

  app.post(
    '/hp/units/ticket_cash_out',
    { schema: { body: TicketCashOutBody, response: { 200: TicketCashOutAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const code = await tickets.cashOut(request.body.token);
      return { fin_operation: { gs_ticket: code, status: 'active' as const } };
    },
  );

  app.post(
    '/hp/units/ticket_cash_in',
    { schema: { body: TicketCashInBody, response: { 200: TicketCashInAnswer, '4xx': ErrorAnswer } } },
    async (request) => {
      const { token, code, fp_request_id } = request.body;
      const finAccount = await limitFailures(
        ctx.limits,
        ['unknownCodesPerIp', addressKey(request.ip)],
        isUnknownCode,
        () => tickets.cashIn(token, code, fp_request_id),
      );
      return { unit: { fin_account: finAccount } };
    },
  );
};
