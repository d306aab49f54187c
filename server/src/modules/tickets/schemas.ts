/** TypeBox schemas of the ticket calls (SPEC §7 Money: hp/units/ticket_cash_out and ticket_cash_in). */

import { Type } from 'typebox';
import { FinAccountSchema } from '../units/schemas';

const UnitToken = Type.String({ minLength: 1, maxLength: 512 });

export const TicketCashOutBody = Type.Object({ token: UnitToken });

export const TicketCashOutAnswer = Type.Object({
  fin_operation: Type.Object({ gs_ticket: Type.String(), status: Type.Literal('active') }),
});

export const TicketCashInBody = Type.Object({
  token: UnitToken,
  // As the player types it: spaces and dashes are fine, only the digits count.
  code: Type.String({ minLength: 1, maxLength: 64 }),
  fp_request_id: Type.Optional(Type.String({ maxLength: 200 })),
});

export const TicketCashInAnswer = Type.Object({ unit: Type.Object({ fin_account: FinAccountSchema }) });
