/** What each withdrawal method needs besides the amount, cleaned as the site cleans it, then checked. */

import { ErrorCodes } from '../../../../contract/errors';
import { NAME_MAX, NAME_MIN } from '../../../../contract/sites';
import type {
  EftWithdrawalRequest,
  ImWithdrawalRequest,
  UpiWithdrawalRequest,
  WithdrawalMethod,
} from '../../../../contract/withdrawals';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { zaBranchCode } from '../../../../contract/za-banks';
import { cleanBankAccount } from '../users/player-accounts';

export type WithdrawalInput =
  | ({ method: 'im' } & ImWithdrawalRequest)
  | ({ method: 'eft' } & EftWithdrawalRequest)
  | ({ method: 'upi' } & UpiWithdrawalRequest);

export type { WithdrawalMethod };

/** SPEC §5 names: trimmed, runs of spaces collapsed, 2 to 25 characters of letters, apostrophes and hyphens. */
function cleanName(field: string, raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length < NAME_MIN || name.length > NAME_MAX || !/^[\p{L}\p{M}' -]+$/u.test(name)) {
    throw fail(ErrorCodes.validation, `${field} must be ${NAME_MIN} to ${NAME_MAX} letters`);
  }
  return name;
}

/** The details stored with the withdrawal; a UPI account must be one of the player's (else 404). */
export async function cleanDetails(
  tx: Queryable,
  userId: number,
  input: WithdrawalInput,
): Promise<Record<string, unknown>> {
  if (input.method === 'upi') {
    const found = await tx.query<{ id: number; ifsc: string; account_number: string }>(
      'SELECT id, ifsc, account_number FROM player_upi_accounts WHERE id = $1 AND user_id = $2',
      [input.upi_account_id, userId],
    );
    const account = found.rows[0];
    if (!account) throw fail(ErrorCodes.upiAccountNotFound);
    return { upi_account_id: Number(account.id), ifsc: account.ifsc, account_number: account.account_number };
  }
  const names = {
    first_name: cleanName('first_name', input.first_name),
    last_name: cleanName('last_name', input.last_name),
  };
  if (input.method === 'im') return names;
  // EFT is South Africa's: the bank is one of its banks, and the bank file names the branch by its universal code.
  const bank = cleanBankAccount(
    {
      bank_name: input.bank_name,
      number: input.bank_account_number,
      holder_name: input.bank_account_holder_name,
      branch_code: input.bank_branch_code,
    },
    'ZA',
  );
  return {
    ...names,
    bank_name: bank.bank_name,
    bank_account_number: bank.number,
    bank_account_holder_name: bank.holder_name,
    bank_branch_code: zaBranchCode(bank.bank_name),
  };
}
