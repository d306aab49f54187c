/**
 * The bank's bulk-payment file (docs/backoffice.md "Withdrawals"): one row per withdrawal under a header row,
 * RFC 4180 (CRLF line ends, fields with a comma, quote or line break quoted, quotes doubled). A text field starting
 * with = + - @ (or a tab or carriage return) gets a leading apostrophe, so a spreadsheet opening the file never runs
 * a player's name as a formula.
 */

import { WITHDRAWAL_EXPORT_COLUMNS, type BackofficeWithdrawal } from '../../../../../contract/backoffice-withdrawals';
import { zaBranchCode } from '../../../../../contract/za-banks';
import { majorUnits } from '../../../sms/money';

type Column = (typeof WITHDRAWAL_EXPORT_COLUMNS)[number];

/** A cell a spreadsheet will not evaluate: a leading formula character is escaped with an apostrophe. */
export function inertText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function rowOf(withdrawal: BackofficeWithdrawal): Record<Column, string> {
  const { details } = withdrawal;
  const holder =
    details.bank_account_holder_name ??
    [details.first_name ?? withdrawal.player_first_name, details.last_name ?? withdrawal.player_last_name].join(' ');
  const bankName = details.bank_name ?? '';
  return {
    reference: withdrawal.reference,
    beneficiary_name: inertText(holder),
    account_number: details.bank_account_number ?? details.account_number ?? '',
    // UPI's account is named by its IFSC, India's branch code; an EFT made before the bank was picked from
    // contract/za-banks.ts carries no code of its own.
    branch_code: details.ifsc ?? details.bank_branch_code ?? zaBranchCode(bankName),
    bank_name: inertText(bankName),
    // Players give no account type: the bank's import takes its default.
    account_type: '',
    amount: majorUnits(withdrawal.amount),
    currency: withdrawal.currency,
  };
}

export function withdrawalsCsv(withdrawals: readonly BackofficeWithdrawal[]): string {
  const lines = [WITHDRAWAL_EXPORT_COLUMNS.join(',')];
  for (const withdrawal of withdrawals) {
    const row = rowOf(withdrawal);
    lines.push(WITHDRAWAL_EXPORT_COLUMNS.map((column) => csvField(row[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
