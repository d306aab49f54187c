/**
 * The ticket just cashed out, kept in session storage: /cashout/ticket/ shows it again after a reload, and it is gone
 * when the tab closes (a ticket code is money; it should not sit in the browser longer than the visit).
 */

import { StorageKeys } from '../../lib/safe-storage';
import type { SafeStorage } from '../../lib/safe-storage';

export interface StoredTicket {
  code: string;
  /** Minor units: the withdrawable balance the ticket took */
  amount: number;
  currency: string;
  /** The unit it came from: another player's session in this tab never sees it */
  unitId: number;
}

export function saveTicket(store: SafeStorage, ticket: StoredTicket): void {
  store.setJSON(StorageKeys.cashOutTicket, ticket);
}

export function readTicket(store: SafeStorage, unitId: number): StoredTicket | null {
  const ticket = store.getJSON<Partial<StoredTicket>>(StorageKeys.cashOutTicket);
  if (!ticket || ticket.unitId !== unitId || typeof ticket.code !== 'string' || typeof ticket.amount !== 'number') {
    return null;
  }
  return ticket as StoredTicket;
}
