/** How a saved bank account is described under its name: the holder, and a South African bank's branch code. */

import type { PlayerBankAccount } from '../../contract/entities';
import { zaBranchCode } from '../../contract/za-banks';

export function bankAccountDetail(account: Pick<PlayerBankAccount, 'bank_name' | 'holder_name'>): string {
  const code = zaBranchCode(account.bank_name);
  return code ? `${account.holder_name} · ${code}` : account.holder_name;
}
