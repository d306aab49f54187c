/** Tickets (SPEC §7): the withdrawable balance cashed out onto a ticket, and a ticket cashed in. Paths in api.ts. */

import type { FinAccount } from './entities';

/** hp/units/ticket_cash_out: the whole withdrawable balance (balance + deposit) onto a new ticket. */
export interface TicketCashOutRequest {
  token: string;
}
export interface TicketCashOutAnswer {
  fin_operation: { gs_ticket: string; status: 'active' };
}

/** hp/units/ticket_cash_in: an active ticket's amount, once, to the unit's deposit balance. */
export interface TicketCashInRequest {
  token: string;
  /** Spaces and dashes as the player types them are fine. */
  code: string;
  fp_request_id?: string;
}
export interface TicketCashInAnswer {
  unit: { fin_account: FinAccount };
}
