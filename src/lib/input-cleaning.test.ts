import { cleanAmount, cleanInput, groupCardNumber, groupTicketCode, maskValue } from './input-cleaning';

describe('cleanInput', () => {
  it('phone keeps digits and plus', () => {
    expect(cleanInput('phone', '+27 (82) 123-4567x')).toBe('+27821234567');
    expect(cleanInput('phone', 'abc')).toBe('');
  });

  it.each(['otp', 'cardNumber', 'accountNumber', 'voucher'] as const)('%s keeps digits only', (type) => {
    expect(cleanInput(type, ' 12-34 ab5.6+')).toBe('123456');
    expect(cleanInput(type, '٣x')).toBe('');
  });

  it('amountDecimal turns commas into dots, then keeps digits and dots', () => {
    expect(cleanInput('amountDecimal', '1,5')).toBe('1.5');
    expect(cleanInput('amountDecimal', 'R 12.50 ')).toBe('12.50');
    expect(cleanInput('amountDecimal', '-3a')).toBe('3');
    expect(cleanInput('amountDecimal', '1,000.5')).toBe('1.000.5');
  });

  it.each(['firstName', 'lastName'] as const)(
    '%s keeps letters, apostrophe, space and hyphen and collapses runs of spaces',
    (type) => {
      expect(cleanInput(type, "O'Neil-Smith2   Jr.")).toBe("O'Neil-Smith Jr");
      expect(cleanInput(type, 'Zoë  Ndlovu')).toBe('Zoë Ndlovu');
      expect(cleanInput(type, 'Anna "B"')).toBe('Anna B');
      // Letters with their combining marks: Devanagari's vowel signs and virama, an accent typed as its own mark.
      expect(cleanInput(type, 'राम कुमार')).toBe('राम कुमार');
      expect(cleanInput(type, 'लक्ष्मी')).toBe('लक्ष्मी');
      expect(cleanInput(type, 'Jose\u0301')).toBe('Jose\u0301');
    },
  );

  it('holderName keeps letters, digits, space, quotes and hyphen', () => {
    expect(cleanInput('holderName', 'J. Doe-2 "Co" & Sons\'')).toBe('J Doe-2 "Co"  Sons\'');
    expect(cleanInput('holderName', 'सुनीता शर्मा')).toBe('सुनीता शर्मा');
  });

  it('label keeps letters, digits, space and hyphen', () => {
    expect(cleanInput('label', "My UPI-1 (main)'")).toBe('My UPI-1 main');
    expect(cleanInput('label', 'मेरा खाता')).toBe('मेरा खाता');
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

describe('groupCardNumber', () => {
  it('groups in fours', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('123456789')).toBe('1234 5678 9');
    expect(groupCardNumber('1234')).toBe('1234');
    expect(groupCardNumber('')).toBe('');
  });

  it('regroups a value that is already grouped', () => {
    expect(groupCardNumber('4111 1111 11')).toBe('4111 1111 11');
  });

  it('keeps the value as it is when the grouped form would be 20 characters or longer', () => {
    // 16 digits group into 19 characters (shown); 17 would give 21 (not shown).
    expect(groupCardNumber('12345678901234567')).toBe('12345678901234567');
  });
});

describe('maskValue', () => {
  it('shows six stars and the last four characters', () => {
    expect(maskValue('4111111111111111')).toBe('******1111');
    expect(maskValue('12345678901')).toBe('******8901');
  });
});

describe('groupTicketCode', () => {
  it('groups a ticket code 4-4-4, as printed, whether or not it came grouped', () => {
    expect(groupTicketCode('123456789012')).toBe('1234 5678 9012');
    expect(groupTicketCode('1234 5678 9012')).toBe('1234 5678 9012');
    expect(groupTicketCode('12345')).toBe('1234 5');
  });
});
