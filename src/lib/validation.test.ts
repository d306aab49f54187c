import { depositAmountRule, nameRule, otpRule, passwordRule, phoneRule, voucherCodeRule } from './validation';
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
    expect(await asyncErrorOf(phoneRule('ZA'), '0821234567')).toBeNull();
    expect(await asyncErrorOf(phoneRule('ZA'), '+27821234567')).toBeNull();
    expect(await asyncErrorOf(phoneRule('IN'), '9876543210')).toBeNull();
    expect(await asyncErrorOf(phoneRule('IN'), '0821234567')).toBe('Please enter a correct phone number');
  });

  it('normalises to E.164 for the site country', () => {
    expect(toE164('082 123 4567', 'ZA')).toBe('+27821234567');
    expect(toE164('+27821234567', 'IN')).toBe('+27821234567');
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
    expect(errorOf(nameRule(), 'x'.repeat(26))).toBe('Must be at most 25 characters');
  });

  it('trims the value it gives back', () => {
    expect(nameRule().validateSync('  Thandi ')).toBe('Thandi');
  });
});

describe('voucherCodeRule', () => {
  it('requires digits', () => {
    expect(errorOf(voucherCodeRule(), '')).toBe('Please enter the voucher code');
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
