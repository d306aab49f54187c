/**
 * The ledger side of a withdrawal: each part (amount or fee, from deposit or cash) is one transfer with a key of
 * its own, so the statement shows amount and fee apart and a failure returns each part where it came from.
 * Amount transfers come before fee transfers, so every transaction locks payout_clearing before fees.
 */

import { systemAccount, unitAccount, type UnitAccountKind } from '../../ledger/accounts';
import type { Book } from '../../ledger/ledger';

/** Transfer kinds (statement types: withdrawal, fee, refund; `withdrawal_paid` never touches a player). */
export const WithdrawalKinds = {
  amount: 'withdrawal',
  fee: 'withdrawal_fee',
  paid: 'withdrawal_paid',
  refund: 'withdrawal_refund',
  feeRefund: 'withdrawal_fee_refund',
} as const;

export interface WithdrawalParts {
  id: number;
  unit_id: number;
  method: string;
  /** The one reference the player sees: on the pending screen, in the SMS and in the statement. */
  reference: string;
  amount: number;
  fee: number;
  amount_from_deposit: number;
  fee_from_deposit: number;
}

interface Part {
  what: 'amount' | 'fee';
  from: UnitAccountKind;
  amount: number;
}

function parts(row: WithdrawalParts): Part[] {
  const all: Part[] = [
    { what: 'amount', from: 'deposit', amount: row.amount_from_deposit },
    { what: 'amount', from: 'cash', amount: row.amount - row.amount_from_deposit },
    { what: 'fee', from: 'deposit', amount: row.fee_from_deposit },
    { what: 'fee', from: 'cash', amount: row.fee - row.fee_from_deposit },
  ];
  return all.filter((part) => part.amount > 0);
}

/** At create: amount into payout_clearing, fee into fees. */
export async function takeWithdrawal(book: Book, row: WithdrawalParts, currency: string): Promise<void> {
  for (const part of parts(row)) {
    await book.transfer({
      idempotencyKey: `withdrawal:${row.id}:${part.what}:${part.from}`,
      from: unitAccount(row.unit_id, part.from),
      to: systemAccount(part.what === 'amount' ? 'payout_clearing' : 'fees', currency),
      amount: part.amount,
      kind: part.what === 'amount' ? WithdrawalKinds.amount : WithdrawalKinds.fee,
      metadata: { withdrawal_id: row.id, method: row.method, reference: row.reference },
    });
  }
}

/** The bank paid: the amount leaves payout_clearing for the bank; the fee stays earned. */
export async function payWithdrawal(book: Book, row: WithdrawalParts, currency: string): Promise<void> {
  await book.transfer({
    idempotencyKey: `withdrawal:${row.id}:paid`,
    from: systemAccount('payout_clearing', currency),
    to: systemAccount('bank_clearing', currency),
    amount: row.amount,
    kind: WithdrawalKinds.paid,
    metadata: { withdrawal_id: row.id, method: row.method, reference: row.reference },
  });
}

/** The bank failed it: every part goes back to the account it left, the fee included. */
export async function refundWithdrawal(book: Book, row: WithdrawalParts, currency: string): Promise<void> {
  for (const part of parts(row)) {
    await book.transfer({
      idempotencyKey: `withdrawal:${row.id}:refund:${part.what}:${part.from}`,
      from: systemAccount(part.what === 'amount' ? 'payout_clearing' : 'fees', currency),
      to: unitAccount(row.unit_id, part.from),
      amount: part.amount,
      kind: part.what === 'amount' ? WithdrawalKinds.refund : WithdrawalKinds.feeRefund,
      metadata: { withdrawal_id: row.id, method: row.method, reference: row.reference },
    });
  }
}
