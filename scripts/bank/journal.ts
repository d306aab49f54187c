/**
 * What the clients did and what they were told, kept to be compared with the database at the end. Every entry
 * records the outcome kind (ok / refused / unknown): an unknown outcome may have happened or not, never half.
 */

import type { Outcome, Timing, Unanswered } from './http';

export type Kind = Outcome<unknown>['kind'];

export interface BatchEntry {
  token: string;
  code: string;
  totalAmount: number;
  completes: Array<{ amount: number; kind: Kind }>;
}

export interface CallbackEntry {
  status: 'paid' | 'canceled' | 'failed';
  amount?: number;
  /** How it was sent: by the sandbox page (signed twice by the server), signed by us, or forged (bad signature). */
  via: 'sandbox' | 'signed' | 'forged';
  kind: Kind;
}

export interface PaymentEntry {
  id: string;
  method: string;
  /** Fixed at start, or null when the provider's page sets it. */
  amount: number | null;
  callbacks: CallbackEntry[];
}

export interface WithdrawalEntry {
  id: number;
  method: string;
  amount: number;
  fee: number;
  settles: Array<{ outcome: 'paid' | 'failed'; kind: Kind }>;
}

export interface TicketEntry {
  code: string;
  /** Cash-ins tried: by a player's unit (user id) or an anonymous unit (null). */
  cashIns: Array<{ userId: number | null; kind: Kind }>;
}

export interface LinkEntry {
  /** How the anonymous unit is found again (its tokens are revoked by the merge): a loading or payment of it. */
  batchToken?: string;
  paymentId?: string;
  userId: number;
  siteId: number;
  kind: Kind;
}

/** One seamless-wallet transaction id the game server used: a bet or a win, and the rollbacks sent for it. */
export interface WalletEntry {
  action: 'bet' | 'win';
  userId: number;
  gameSlug: string;
  roundId: string;
  amount: number;
  /** Each delivery of the bet or win (a game server resends), and what it was told. */
  sends: Kind[];
  rollbacks: Kind[];
}

export class Journal {
  readonly operations = new Map<string, Record<Kind, number>>();
  readonly refusals = new Map<string, number>();
  readonly vouchers = new Map<string, { amount: number; siteId: number }>();
  readonly batches: BatchEntry[] = [];
  readonly payments = new Map<string, PaymentEntry>();
  readonly withdrawals = new Map<number, WithdrawalEntry>();
  readonly tickets = new Map<string, TicketEntry>();
  readonly links: LinkEntry[] = [];
  /** By transaction id; every id is journalled before it is first sent. */
  readonly wallet = new Map<string, WalletEntry>();
  /** Every call without a verdict (no answer, or a 5xx), for the fault test to judge by when and who answered. */
  readonly unanswered: Array<Unanswered & Timing & { operation: string; reason: string }> = [];
  /** Calls that took a second or more to end, whatever their outcome. */
  readonly slow: Array<Timing & { operation: string }> = [];
  /** Creates whose answer never came: the database may hold up to this many rows nobody was told of. */
  unknownWithdrawalCreates = 0;
  unknownTicketCashOuts = 0;
  unknownPaymentStarts = 0;
  /** Unknown outcomes that were connections refused (the server was down): those surely did nothing. */
  whileDown = 0;
  /** Wrong answers seen by the clients themselves (e.g. two successes for one ticket). */
  readonly violations: string[] = [];

  /** Counts one call's outcome under `name`; answers the outcome for chaining. */
  count<T>(name: string, outcome: Outcome<T>): Outcome<T> {
    const row = this.operations.get(name) ?? { ok: 0, refused: 0, unknown: 0 };
    row[outcome.kind] += 1;
    this.operations.set(name, row);
    if (outcome.kind === 'unknown' && outcome.reason === 'ECONNREFUSED') this.whileDown += 1;
    if (outcome.kind === 'unknown') {
      this.unanswered.push({ operation: name, reason: outcome.reason, ...outcome.call, ...outcome.timing });
    }
    if (outcome.timing.endedAt - outcome.timing.sentAt >= 1_000) this.slow.push({ operation: name, ...outcome.timing });
    if (outcome.kind === 'refused') {
      const key = `${name} ${outcome.status} ${outcome.code}`;
      this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
    }
    return outcome;
  }

  totals(): Record<Kind, number> {
    const sum = { ok: 0, refused: 0, unknown: 0 };
    for (const row of this.operations.values()) {
      sum.ok += row.ok;
      sum.refused += row.refused;
      sum.unknown += row.unknown;
    }
    return sum;
  }
}
