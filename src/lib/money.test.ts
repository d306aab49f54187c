import { formatMoney, toMajorText, toMinorUnits } from './money';

describe('formatMoney', () => {
  it('divides minor units by 100 and shows two decimals', () => {
    expect(formatMoney(0, 'ZAR')).toBe('R0.00');
    expect(formatMoney(5, 'ZAR')).toBe('R0.05');
    expect(formatMoney(5000, 'ZAR')).toBe('R50.00');
    expect(formatMoney(12345, 'ZAR')).toBe('R123.45');
  });

  it('groups thousands with commas', () => {
    expect(formatMoney(123456, 'ZAR')).toBe('R1,234.56');
    expect(formatMoney(123456789, 'ZAR')).toBe('R1,234,567.89');
    expect(formatMoney(100000, 'ZAR')).toBe('R1,000.00');
  });

  it('puts the negative sign before the symbol', () => {
    expect(formatMoney(-123456, 'ZAR')).toBe('-R1,234.56');
    expect(formatMoney(-1, 'INR')).toBe('-₹0.01');
  });

  it('uses ₹ for INR', () => {
    expect(formatMoney(250000, 'INR')).toBe('₹2,500.00');
  });

  it('shows no symbol for other currencies', () => {
    expect(formatMoney(123456, 'USD')).toBe('1,234.56');
    expect(formatMoney(-123456, 'EUR')).toBe('-1,234.56');
  });
});

describe('minor/major conversion', () => {
  it('converts typed major units to minor units without float drift', () => {
    expect(toMinorUnits('12.5')).toBe(1250);
    expect(toMinorUnits('0.29')).toBe(29);
    expect(toMinorUnits(50)).toBe(5000);
    expect(toMinorUnits('abc')).toBeNaN();
  });

  it('renders minor units as field text', () => {
    expect(toMajorText(5000)).toBe('50.00');
    expect(toMajorText(1)).toBe('0.01');
  });
});
