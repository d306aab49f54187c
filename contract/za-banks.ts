/**
 * South Africa's banks and their universal branch codes (one code for every branch of the bank), as the banks and
 * the Payments Association publish them. A South African player picks the bank from this list (EFT cash-out, bank
 * accounts); the server takes no other bank there, and the bank file names each withdrawal's branch by it.
 * Old Mutual's accounts are held through Bidvest Bank, so the two share Bidvest's code.
 */

export interface ZaBank {
  /** The name the player picks, kept as the account's bank_name */
  name: string;
  /** Six digits */
  branchCode: string;
  /** Other ways players write the name (read case-insensitively, at the start), for accounts saved as free text */
  aliases: readonly string[];
}

export const ZA_BANKS: readonly ZaBank[] = [
  { name: 'ABSA', branchCode: '632005', aliases: ['absa bank'] },
  { name: 'African Bank', branchCode: '430000', aliases: [] },
  { name: 'Bank Zero', branchCode: '888000', aliases: [] },
  { name: 'Bidvest Bank', branchCode: '462005', aliases: ['bidvest'] },
  { name: 'Capitec', branchCode: '470010', aliases: ['capitec bank'] },
  { name: 'Discovery Bank', branchCode: '679000', aliases: ['discovery'] },
  { name: 'FNB', branchCode: '250655', aliases: ['first national bank', 'firstrand'] },
  { name: 'Investec', branchCode: '580105', aliases: ['investec bank'] },
  { name: 'Nedbank', branchCode: '198765', aliases: [] },
  { name: 'Old Mutual', branchCode: '462005', aliases: ['old mutual bank'] },
  { name: 'Postbank', branchCode: '460005', aliases: ['sa post bank', 'post bank'] },
  { name: 'Standard Bank', branchCode: '051001', aliases: [] },
  { name: 'TymeBank', branchCode: '678910', aliases: ['tyme bank', 'gotyme'] },
];

const squeeze = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The bank a name means: the list's own name, or one of its aliases (as the start of what was typed). */
export function findZaBank(name: string): ZaBank | undefined {
  const typed = squeeze(name);
  if (!typed) return undefined;
  const exact = ZA_BANKS.find((bank) => squeeze(bank.name) === typed);
  if (exact) return exact;
  return ZA_BANKS.find((bank) =>
    [bank.name, ...bank.aliases].some((alias) => {
      const start = squeeze(alias);
      return typed === start || typed.startsWith(`${start} `);
    }),
  );
}

/** The universal branch code of a bank name, '' when the name is none of South Africa's listed banks. */
export function zaBranchCode(name: string): string {
  return findZaBank(name)?.branchCode ?? '';
}
