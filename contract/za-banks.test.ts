import { findZaBank, ZA_BANKS, zaBranchCode } from './za-banks';

describe("South Africa's banks", () => {
  it('names each bank once, with six digits of universal branch code', () => {
    expect(new Set(ZA_BANKS.map((bank) => bank.name)).size).toBe(ZA_BANKS.length);
    for (const bank of ZA_BANKS) expect(bank.branchCode).toMatch(/^\d{6}$/);
    expect(Object.fromEntries(ZA_BANKS.map((bank) => [bank.name, bank.branchCode]))).toMatchObject({
      ABSA: '632005',
      Capitec: '470010',
      FNB: '250655',
      Nedbank: '198765',
      'Standard Bank': '051001',
      'African Bank': '430000',
      Investec: '580105',
      TymeBank: '678910',
      'Discovery Bank': '679000',
      'Bidvest Bank': '462005',
    });
  });

  it('reads names as players type them, and no other bank', () => {
    expect(findZaBank('  first national  bank ')?.name).toBe('FNB');
    expect(findZaBank('Capitec Bank Limited')?.name).toBe('Capitec');
    expect(findZaBank('tyme bank')?.name).toBe('TymeBank');
    expect(zaBranchCode('standard bank')).toBe('051001');
    expect(findZaBank('Absolute Bank')).toBeUndefined();
    expect(findZaBank('')).toBeUndefined();
    expect(zaBranchCode('State Bank of India')).toBe('');
  });
});
