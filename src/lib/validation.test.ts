import {
  bankNameRule,
  cardNumberRule,
  depositAmountRule,
  holderNameRule,
  ifscRule,
  nameRule,
  otpRule,
  passwordRule,
  phoneRule,
  upiAccountNumberRule,
  upiAddressRule,
  upiLabelRule,
  voucherCodeRule,
  withdrawalAmountRule,
} from './validation';
import { toE164 } from './phone';

const errorOf = (schema: { validateSync: (v: unknown) => unknown }, value: unknown): string | null => {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

const asyncErrorOf = async (schema: { validate: (v: unknown) => Promise<unknown> }, value: unknown) => {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('passwordRule', () => {
  it('requires 8 to 25 characters', () => {
    expect(errorOf(passwordRule(), '')).toBe('Please enter your password');
    expect(errorOf(passwordRule(), '1234567')).toBe('Password must be at least 8 characters');
    expect(errorOf(passwordRule(), '12345678')).toBeNull();
    expect(errorOf(passwordRule(), 'x'.repeat(25))).toBeNull();
    expect(errorOf(passwordRule(), 'x'.repeat(26))).toBe('Password must be at most 25 characters');
  });
});

describe('phoneRule', () => {
  it('requires a phone number valid for the country', async () => {
    expect(await asyncErrorOf(phoneRule('ZA'), '')).toBe('Please enter a correct phone number');
    expect(await asyncErrorOf(phoneRule('ZA'), '12345')).toBe('Please enter a correct phone number');
    expect(await asyncErrorOf(phoneRule('ZA'), '082123456789')).toBe('Please enter a correct phone number');
    expect(await asyncErrorOf(phoneRule('ZA'), '0821234567')).toBeNull();
    expect(await asyncErrorOf(phoneRule('ZA'), '+27821234567')).toBeNull();
    expect(await asyncErrorOf(phoneRule('IN'), '9876543210')).toBeNull();
    expect(await asyncErrorOf(phoneRule('IN'), '0821234567')).toBe('Please enter a correct phone number');
  });

  it('normalises to E.164 for the site country', () => {
    expect(toE164('082 123 4567', 'ZA')).toBe('+27821234567');
    expect(toE164('+27821234567', 'IN')).toBe('+27821234567');
    expect(toE164('9876543210', 'IN')).toBe('+919876543210');
  });
});

describe('otpRule', () => {
  it('requires exactly 4 digits', () => {
    expect(errorOf(otpRule(), '')).toBe('Code must be exactly 4 digits');
    expect(errorOf(otpRule(), '123')).toBe('Code must be exactly 4 digits');
    expect(errorOf(otpRule(), '12345')).toBe('Code must be exactly 4 digits');
    expect(errorOf(otpRule(), '12a4')).toBe('Code must be exactly 4 digits');
    expect(errorOf(otpRule(), '1234')).toBeNull();
  });
});

describe('nameRule', () => {
  it('is required and 2 to 25 characters after trimming', () => {
    expect(errorOf(nameRule(), '   ')).toBe('Please enter your name');
    expect(errorOf(nameRule(), ' A ')).toBe('Must be at least 2 characters');
    expect(errorOf(nameRule(), 'Al')).toBeNull();
    expect(errorOf(nameRule(), 'x'.repeat(25))).toBeNull();
    expect(errorOf(nameRule(), ` ${'x'.repeat(25)} `)).toBeNull();
    expect(errorOf(nameRule(), 'x'.repeat(26))).toBe('Must be at most 25 characters');
  });

  it('trims the value it gives back', () => {
    expect(nameRule().validateSync('  Thandi ')).toBe('Thandi');
  });
});

describe('bankNameRule', () => {
  it('is required', () => {
    expect(errorOf(bankNameRule(), '')).toBe('Please enter the bank name');
    expect(errorOf(bankNameRule(), '  ')).toBe('Please enter the bank name');
    expect(errorOf(bankNameRule(), 'FNB')).toBeNull();
  });
});

describe('holderNameRule', () => {
  it('is required and 2 to 20 characters after trimming', () => {
    expect(errorOf(holderNameRule(), '')).toBe('Please enter the account holder name');
    expect(errorOf(holderNameRule(), 'A')).toBe('Must be at least 2 characters');
    expect(errorOf(holderNameRule(), 'Al')).toBeNull();
    expect(errorOf(holderNameRule(), 'x'.repeat(20))).toBeNull();
    expect(errorOf(holderNameRule(), 'x'.repeat(21))).toBe('Must be at most 20 characters');
  });
});

describe('cardNumberRule', () => {
  it('is required and 9 to 16 characters', () => {
    expect(errorOf(cardNumberRule(), '')).toBe('Please enter the account number');
    expect(errorOf(cardNumberRule(), '12345678')).toBe('Must be at least 9 digits');
    expect(errorOf(cardNumberRule(), '123456789')).toBeNull();
    expect(errorOf(cardNumberRule(), '1'.repeat(16))).toBeNull();
    expect(errorOf(cardNumberRule(), '1'.repeat(17))).toBe('Must be at most 16 digits');
  });
});

describe('voucherCodeRule', () => {
  it('requires digits', () => {
    expect(errorOf(voucherCodeRule(), '')).toBe('Please enter the voucher code');
    expect(errorOf(voucherCodeRule(), '12a')).toBe('Please enter the voucher code');
    expect(errorOf(voucherCodeRule(), '1234567890123456')).toBeNull();
  });
});

describe('depositAmountRule', () => {
  const rule = depositAmountRule(5000);

  it('is required', () => {
    expect(errorOf(rule, '')).toBe('Please enter an amount');
  });

  it('must be a positive amount with at most two decimals', () => {
    expect(errorOf(rule, '0')).toBe('Invalid amount');
    expect(errorOf(rule, '.')).toBe('Invalid amount');
    expect(errorOf(rule, '1.2.3')).toBe('Invalid amount');
    expect(errorOf(rule, '1.234')).toBe('Invalid amount');
    expect(errorOf(rule, '0.01')).toBeNull();
  });

  it('must not exceed the voucher balance', () => {
    expect(errorOf(rule, '50')).toBeNull();
    expect(errorOf(rule, '50.00')).toBeNull();
    expect(errorOf(rule, '50.01')).toBe('Must be less than or equal to voucher balance');
  });
});

describe('withdrawalAmountRule', () => {
  const rule = withdrawalAmountRule({ minMinor: 5000, currency: 'ZAR' });

  it('is required', () => {
    expect(errorOf(rule, '')).toBe('Please enter an amount');
    expect(errorOf(rule, undefined)).toBe('Please enter an amount');
  });

  it('says the formatted minimum', () => {
    expect(errorOf(rule, '49.99')).toBe('Minimum withdrawal amount: R50.00!');
    expect(errorOf(rule, 49)).toBe('Minimum withdrawal amount: R50.00!');
    expect(errorOf(rule, '50')).toBeNull();
    expect(errorOf(rule, 50)).toBeNull();
    expect(errorOf(withdrawalAmountRule({ minMinor: 123456, currency: 'INR' }), 1000)).toBe(
      'Minimum withdrawal amount: ₹1,234.56!',
    );
  });

  it('checks the divisor when there is one', () => {
    const tens = withdrawalAmountRule({ minMinor: 5000, currency: 'ZAR', divisorMinor: 1000 });
    expect(errorOf(tens, 60)).toBeNull();
    expect(errorOf(tens, 65)).toBe('Divide error');
    expect(errorOf(tens, '60.50')).toBe('Divide error');
    expect(errorOf(withdrawalAmountRule({ minMinor: 0, currency: 'ZAR', divisorMinor: null }), 65)).toBeNull();
  });

  it('refuses what is not an amount', () => {
    expect(errorOf(rule, '5..0')).toBe('Invalid amount');
    expect(errorOf(withdrawalAmountRule({ minMinor: 0, currency: 'ZAR' }), 0)).toBe('Invalid amount');
  });
});

describe('UPI rules', () => {
  it('IFSC is required and exactly 11 characters', () => {
    expect(errorOf(ifscRule(), '')).toBe('Please enter the IFSC');
    expect(errorOf(ifscRule(), 'SBIN000123')).toBe('IFSC must be exactly 11 characters');
    expect(errorOf(ifscRule(), 'SBIN0001234')).toBeNull();
    expect(errorOf(ifscRule(), 'SBIN00012345')).toBe('IFSC must be exactly 11 characters');
  });

  it('account number is required and 10 to 20 characters', () => {
    expect(errorOf(upiAccountNumberRule(), '')).toBe('Please enter the account number');
    expect(errorOf(upiAccountNumberRule(), '1'.repeat(9))).toBe('Must be at least 10 digits');
    expect(errorOf(upiAccountNumberRule(), '1'.repeat(10))).toBeNull();
    expect(errorOf(upiAccountNumberRule(), '1'.repeat(20))).toBeNull();
    expect(errorOf(upiAccountNumberRule(), '1'.repeat(21))).toBe('Must be at most 20 digits');
  });

  it('address is at most 100 characters', () => {
    expect(errorOf(upiAddressRule(), '')).toBeNull();
    expect(errorOf(upiAddressRule(), 'a'.repeat(100))).toBeNull();
    expect(errorOf(upiAddressRule(), 'a'.repeat(101))).toBe('Must be at most 100 characters');
  });

  it('label is required', () => {
    expect(errorOf(upiLabelRule(), ' ')).toBe('Please enter a label');
    expect(errorOf(upiLabelRule(), 'Main')).toBeNull();
    expect(errorOf(upiLabelRule(), 'a'.repeat(51))).toBe('Must be at most 50 characters');
  });
});
