/**
 * The one place that says what each ledger transfer kind is to a player: its statement type, the description it
 * shows and, where the money can still be on its way, where its status comes from. A flow that adds a transfer
 * kind adds it here; a kind not listed still shows, as type `other` with its name spelled out.
 */

import type { TransactionStatus, TransactionType } from '../../../../contract/api';
import type { Queryable } from '../../db/database';

/** A transfer as the statement reads it, from the unit's side. */
export interface StatementTransfer {
  id: number;
  kind: string;
  /** Signed: positive into the unit, negative out of it. */
  amount: number;
  metadata: Record<string, unknown>;
}

export interface KindEntry {
  type: TransactionType;
  describe(transfer: StatementTransfer): string;
  /**
   * Where the status of transfers of this kind is read, a page at a time (e.g. a join on the withdrawals
   * table): answers a status per transfer id, and transfers it does not answer are `completed`.
   */
  statuses?(q: Queryable, transfers: readonly StatementTransfer[]): Promise<Map<number, TransactionStatus>>;
}

/** "Voucher 1234…": enough for the player to recognise the voucher, never enough to spend it again. */
export function voucherDescription(code: unknown): string {
  const digits = typeof code === 'string' ? code.replace(/\D/g, '').slice(0, 4) : '';
  return digits.length === 4 ? `Voucher ${digits}…` : 'Voucher';
}

export const KINDS: Readonly<Record<string, KindEntry>> = {
  acoin_load: { type: 'deposit', describe: (transfer) => voucherDescription(transfer.metadata.voucher_code) },
  // An anonymous unit's money, moved into the player's own unit when they signed in on that device.
  unit_link: { type: 'deposit', describe: () => 'Money from your earlier session' },
};

/** "ticket_cash_out" → "Ticket cash out": readable until the kind is registered above. */
function spelledOut(kind: string): string {
  const words = kind.replace(/[_:.-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Adjustment';
}

const UNKNOWN: KindEntry = { type: 'other', describe: (transfer) => spelledOut(transfer.kind) };

export function entryOf(kind: string): KindEntry {
  return Object.hasOwn(KINDS, kind) ? KINDS[kind]! : UNKNOWN;
}

/** The kinds a types filter selects: registered kinds by their type, plus every unregistered kind for `other`. */
export function kindsOfTypes(types: readonly TransactionType[]): { kinds: string[]; unregistered: boolean } {
  const wanted = new Set(types);
  return {
    kinds: Object.entries(KINDS)
      .filter(([, entry]) => wanted.has(entry.type))
      .map(([kind]) => kind),
    unregistered: wanted.has('other'),
  };
}

/** Every registered kind, for the `other` filter (kinds not among them). */
export function registeredKinds(): string[] {
  return Object.keys(KINDS);
}
