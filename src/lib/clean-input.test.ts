import { cleanAmount, cleanInput } from './clean-input';

describe('cleanInput', () => {
  it('phone keeps digits and plus', () => {
    expect(cleanInput('phone', '+27 (82) 123-4567x')).toBe('+27821234567');
  });

  it.each(['otp', 'cardNumber', 'accountNumber', 'voucher'] as const)('%s keeps digits only', (type) => {
    expect(cleanInput(type, ' 12-34 ab5.6+')).toBe('123456');
  });

  it('amountDecimal turns commas into dots, then keeps digits and dots', () => {
    expect(cleanInput('amountDecimal', '1,5')).toBe('1.5');
    expect(cleanInput('amountDecimal', 'R 12.50 ')).toBe('12.50');
    expect(cleanInput('amountDecimal', '-3a')).toBe('3');
  });

  it.each(['firstName', 'lastName'] as const)(
    '%s keeps letters, apostrophe, space and hyphen and collapses spaces',
    (type) => {
      expect(cleanInput(type, "O'Neil-Smith2   Jr.")).toBe("O'Neil-Smith Jr");
      expect(cleanInput(type, 'Zoë  Ndlovu')).toBe('Zoë Ndlovu');
    },
  );

  it('holderName keeps letters, digits, space, quotes and hyphen', () => {
    expect(cleanInput('holderName', 'J. Doe-2 "Co" & Sons\'')).toBe('J Doe-2 "Co"  Sons\'');
  });

  it('label keeps letters, digits, space and hyphen', () => {
    expect(cleanInput('label', "My UPI-1 (main)'")).toBe('My UPI-1 main');
  });

  it('ifsc keeps alphanumerics, upper-cased', () => {
    expect(cleanInput('ifsc', 'sbin-0001 234')).toBe('SBIN0001234');
  });
});

describe('cleanAmount', () => {
  it('keeps digits only and turns them into a number', () => {
    expect(cleanAmount('R1,250')).toBe(1250);
    expect(cleanAmount('007')).toBe(7);
  });

  it("gives '' when no digits are left", () => {
    expect(cleanAmount('abc')).toBe('');
  });
});
