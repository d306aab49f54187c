/**
 * A player's saved bank and UPI accounts (SPEC §3, §5). Inputs are cleaned as the site cleans them, then
 * checked; every query names the owner, so another player's account id is simply not found.
 */

import type { CreateBankAccountRequest, CreateUpiAccountRequest } from '../../../../contract/users';
import type { PlayerBankAccount, PlayerUpiAccount } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import type { CountryCode } from '../../../../contract/money';
import {
  BANK_NUMBER_MAX,
  BANK_NUMBER_MIN,
  HOLDER_NAME_MAX,
  HOLDER_NAME_MIN,
  IFSC_LENGTH,
  UPI_ACCOUNT_NUMBER_MAX,
  UPI_ACCOUNT_NUMBER_MIN,
} from '../../../../contract/sites';
import { findZaBank, ZA_BANKS } from '../../../../contract/za-banks';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';

export const BANK_NAME_MAX = 100;
export const UPI_LABEL_MAX = 50;

function invalid(message: string): never {
  throw fail(ErrorCodes.validation, message);
}

/** Trimmed, inner runs of spaces collapsed. */
function squeeze(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * In South Africa the bank is one of contract/za-banks.ts (kept under the list's name), and a branch code sent with
 * it must be that bank's universal one; elsewhere the bank's name is the player's words.
 */
function cleanBankName(raw: string, branchCode: string | undefined, country: CountryCode): string {
  const bankName = squeeze(raw);
  if (bankName.length === 0 || bankName.length > BANK_NAME_MAX) {
    invalid(`bank_name is required (at most ${BANK_NAME_MAX} characters)`);
  }
  if (country !== 'ZA') return bankName;
  const bank = findZaBank(bankName);
  if (!bank) invalid(`bank_name must be one of South Africa's banks: ${ZA_BANKS.map((b) => b.name).join(', ')}`);
  if (branchCode !== undefined && branchCode.trim() !== bank.branchCode) {
    invalid(`branch_code must be ${bank.name}'s universal branch code, ${bank.branchCode}`);
  }
  return bank.name;
}

export function cleanBankAccount(input: CreateBankAccountRequest, country: CountryCode): Omit<PlayerBankAccount, 'id'> {
  const bankName = cleanBankName(input.bank_name, input.branch_code, country);
  const number = input.number.replace(/[\s-]/g, '');
  if (!new RegExp(`^[0-9]{${BANK_NUMBER_MIN},${BANK_NUMBER_MAX}}$`).test(number)) {
    invalid(`number must be ${BANK_NUMBER_MIN} to ${BANK_NUMBER_MAX} digits`);
  }
  const holderName = squeeze(input.holder_name);
  if (holderName.length < HOLDER_NAME_MIN || holderName.length > HOLDER_NAME_MAX) {
    invalid(`holder_name must be ${HOLDER_NAME_MIN} to ${HOLDER_NAME_MAX} characters`);
  }
  if (!/^[\p{L}\p{M}\p{N} '"-]+$/u.test(holderName)) {
    invalid('holder_name may contain only letters, digits, spaces, quotes and hyphens');
  }
  return { bank_name: bankName, number, holder_name: holderName };
}

export function cleanUpiAccount(input: CreateUpiAccountRequest): Omit<PlayerUpiAccount, 'id'> {
  const label = squeeze(input.label);
  if (label.length === 0 || label.length > UPI_LABEL_MAX)
    invalid(`label is required (at most ${UPI_LABEL_MAX} characters)`);
  if (!/^[\p{L}\p{M}\p{N} -]+$/u.test(label)) invalid('label may contain only letters, digits, spaces and hyphens');
  const ifsc = input.ifsc.trim().toUpperCase();
  if (!new RegExp(`^[A-Z0-9]{${IFSC_LENGTH}}$`).test(ifsc))
    invalid(`ifsc must be exactly ${IFSC_LENGTH} letters or digits`);
  const accountNumber = input.account_number.replace(/\s/g, '');
  if (!new RegExp(`^[0-9]{${UPI_ACCOUNT_NUMBER_MIN},${UPI_ACCOUNT_NUMBER_MAX}}$`).test(accountNumber)) {
    invalid(`account_number must be ${UPI_ACCOUNT_NUMBER_MIN} to ${UPI_ACCOUNT_NUMBER_MAX} digits`);
  }
  return { label, ifsc, account_number: accountNumber };
}

export function createPlayerAccountsRepository(db: Queryable) {
  return {
    async bankAccounts(userId: number, tx: Queryable = db): Promise<PlayerBankAccount[]> {
      const { rows } = await tx.query<PlayerBankAccount>(
        'SELECT id, bank_name, number, holder_name FROM player_bank_accounts WHERE user_id = $1 ORDER BY id',
        [userId],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    async upiAccounts(userId: number, tx: Queryable = db): Promise<PlayerUpiAccount[]> {
      const { rows } = await tx.query<PlayerUpiAccount>(
        'SELECT id, label, ifsc, account_number FROM player_upi_accounts WHERE user_id = $1 ORDER BY id',
        [userId],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    async insertBank(userId: number, account: Omit<PlayerBankAccount, 'id'>, tx: Queryable = db): Promise<void> {
      await tx.query(
        'INSERT INTO player_bank_accounts (user_id, bank_name, number, holder_name) VALUES ($1, $2, $3, $4)',
        [userId, account.bank_name, account.number, account.holder_name],
      );
    },

    async insertUpi(userId: number, account: Omit<PlayerUpiAccount, 'id'>, tx: Queryable = db): Promise<void> {
      await tx.query('INSERT INTO player_upi_accounts (user_id, label, ifsc, account_number) VALUES ($1, $2, $3, $4)', [
        userId,
        account.label,
        account.ifsc,
        account.account_number,
      ]);
    },

    /** False when the player has no bank account with this id (another player's included). */
    async deleteBank(userId: number, id: number, tx: Queryable = db): Promise<boolean> {
      const { rowCount } = await tx.query('DELETE FROM player_bank_accounts WHERE id = $1 AND user_id = $2', [
        id,
        userId,
      ]);
      return rowCount === 1;
    },

    async deleteUpi(userId: number, id: number, tx: Queryable = db): Promise<boolean> {
      const { rowCount } = await tx.query('DELETE FROM player_upi_accounts WHERE id = $1 AND user_id = $2', [
        id,
        userId,
      ]);
      return rowCount === 1;
    },
  };
}
