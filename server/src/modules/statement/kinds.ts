/**
 * The one place that says what each ledger transfer kind is to a player: its statement type, the description it
 * shows and, where the money can still be on its way, where its status comes from. A flow that adds a transfer
 * kind adds it here; a kind not listed still shows, as type `other` with its name spelled out.
 */

import type { TransactionStatus, TransactionType } from '../../../../contract/api';
import type { Queryable } from '../../db/database';
import { ADJUSTMENT_KIND } from '../backoffice/players/adjustment-kind';
import { CampaignKinds } from '../campaigns/bonus';
import { DEPOSIT_KINDS } from '../payments/service';
import { HH_BONUS_KIND } from '../happy-hours/bonus-states';
import { JackpotKinds } from '../jackpots/pots';
import { GameKinds } from '../wallet/transactions';
import { WithdrawalKinds } from '../withdrawals/transfers';

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

/** "Bet · Solar Scarab": the game's name as the catalogue had it when the money moved. */
function gameDescription(what: string, name: unknown): string {
  return typeof name === 'string' && name !== '' ? `${what} · ${name}` : what;
}

/** "Ticket 1234…": a ticket's code is money to whoever types it, so only its first digits are shown. */
function ticketDescription(code: unknown, what: string): string {
  const digits = typeof code === 'string' ? code.replace(/\D/g, '').slice(0, 4) : '';
  return digits.length === 4 ? `Ticket ${digits}… ${what}` : `Ticket ${what}`;
}

const WITHDRAWAL_METHODS: Record<string, string> = { im: 'ATM', eft: 'EFT', upi: 'UPI' };

/** "ATM withdrawal · W4319274620": the method and the reference the player was given on screen and by SMS. */
function withdrawalDescription(metadata: Record<string, unknown>, what: string): string {
  const name = typeof metadata.method === 'string' ? WITHDRAWAL_METHODS[metadata.method] : undefined;
  const described = name ? `${name} ${what}` : what[0]!.toUpperCase() + what.slice(1);
  return typeof metadata.reference === 'string' ? `${described} · ${metadata.reference}` : described;
}

function referenced(what: string, metadata: Record<string, unknown>): string {
  return typeof metadata.reference === 'string' ? `${what} · ${metadata.reference}` : what;
}

/** A withdrawal and its fee are `pending` until the bank pays (`paid`) or fails (`failed`) it. */
async function withdrawalStatuses(
  q: Queryable,
  transfers: readonly StatementTransfer[],
): Promise<Map<number, TransactionStatus>> {
  const ids = [...new Set(transfers.map((transfer) => Number(transfer.metadata.withdrawal_id)))].filter(
    Number.isSafeInteger,
  );
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<{ id: number; status: TransactionStatus }>(
    'SELECT id, status FROM withdrawals WHERE id = ANY($1::bigint[])',
    [ids],
  );
  const byWithdrawal = new Map(rows.map((row) => [Number(row.id), row.status]));
  const statuses = new Map<number, TransactionStatus>();
  for (const transfer of transfers) {
    const status = byWithdrawal.get(Number(transfer.metadata.withdrawal_id));
    if (status) statuses.set(transfer.id, status);
  }
  return statuses;
}

export const KINDS: Readonly<Record<string, KindEntry>> = {
  acoin_load: { type: 'deposit', describe: (transfer) => voucherDescription(transfer.metadata.voucher_code) },
  // An anonymous unit's money, moved into the player's own unit when they signed in on that device.
  unit_link: { type: 'deposit', describe: () => 'Money from your earlier session' },
  [DEPOSIT_KINDS.card]: { type: 'deposit', describe: () => 'Card deposit' },
  [DEPOSIT_KINDS.instant_eft]: { type: 'deposit', describe: () => 'Instant EFT deposit' },
  [DEPOSIT_KINDS.phone]: { type: 'deposit', describe: () => 'Phone redemption' },
  [DEPOSIT_KINDS.upi_qr]: { type: 'deposit', describe: () => 'UPI deposit (QR)' },
  [DEPOSIT_KINDS.upi_intent]: { type: 'deposit', describe: () => 'UPI deposit (app)' },
  [WithdrawalKinds.amount]: {
    type: 'withdrawal',
    describe: (transfer) => withdrawalDescription(transfer.metadata, 'withdrawal'),
    statuses: withdrawalStatuses,
  },
  [WithdrawalKinds.fee]: {
    type: 'fee',
    describe: (transfer) => withdrawalDescription(transfer.metadata, 'withdrawal fee'),
    statuses: withdrawalStatuses,
  },
  [WithdrawalKinds.refund]: {
    type: 'refund',
    describe: (transfer) => referenced('Withdrawal returned', transfer.metadata),
  },
  [WithdrawalKinds.feeRefund]: {
    type: 'refund',
    describe: (transfer) => referenced('Fee returned', transfer.metadata),
  },
  [GameKinds.bet]: { type: 'bet', describe: (transfer) => gameDescription('Bet', transfer.metadata.game_name) },
  [GameKinds.win]: { type: 'win', describe: (transfer) => gameDescription('Win', transfer.metadata.game_name) },
  [GameKinds.rollback]: {
    type: 'refund',
    describe: (transfer) => gameDescription('Bet returned', transfer.metadata.game_name),
  },
  [JackpotKinds.win]: {
    type: 'jackpot',
    describe: (transfer) => {
      const slug = typeof transfer.metadata.slug === 'string' ? transfer.metadata.slug : '';
      return slug ? `${slug[0]!.toUpperCase()}${slug.slice(1)} jackpot` : 'Jackpot';
    },
  },
  [HH_BONUS_KIND]: { type: 'bonus', describe: () => 'Happy hour bonus' },
  // A campaign bonus, credited (locked), released to cash once wagered through, or forfeited when it expired.
  [CampaignKinds.credit]: { type: 'bonus', describe: () => 'Campaign bonus' },
  [CampaignKinds.release]: { type: 'bonus', describe: () => 'Campaign bonus wagered: now cash' },
  [CampaignKinds.forfeit]: { type: 'bonus', describe: () => 'Campaign bonus expired' },
  // A correction by the operator's staff (back office), either way; its reason stays with the operator.
  [ADJUSTMENT_KIND]: { type: 'adjustment', describe: () => 'Balance adjustment' },
  ticket_cash_out: {
    type: 'ticket',
    describe: (transfer) => ticketDescription(transfer.metadata.ticket_code, 'cashed out'),
  },
  ticket_cash_in: {
    type: 'ticket',
    describe: (transfer) => ticketDescription(transfer.metadata.ticket_code, 'loaded'),
  },
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
