import { formatMoney } from './money';

// The one money display of the site and the back office (SPEC §5).
describe('formatMoney', () => {
  it('divides minor units by 100 and shows two decimals', () => {
    expect(formatMoney(0, 'ZAR')).toBe('R0.00');
    expect(formatMoney(5, 'ZAR')).toBe('R0.05');
    expect(formatMoney(5000, 'ZAR')).toBe('R50.00');
    expect(formatMoney(12345, 'ZAR')).toBe('R123.45');
  });

  it('groups rands in thousands with commas, the symbol against the figure', () => {
    expect(formatMoney(100000, 'ZAR')).toBe('R1,000.00');
    expect(formatMoney(123456, 'ZAR')).toBe('R1,234.56');
    expect(formatMoney(123456789, 'ZAR')).toBe('R1,234,567.89');
  });

  it('shows rupees with ₹ and the same thousands commas (no lakh grouping)', () => {
    expect(formatMoney(250000, 'INR')).toBe('₹2,500.00');
    expect(formatMoney(1234567800, 'INR')).toBe('₹12,345,678.00');
  });

  it('puts the negative sign before the symbol', () => {
    expect(formatMoney(-123456, 'ZAR')).toBe('-R1,234.56');
    expect(formatMoney(-1, 'INR')).toBe('-₹0.01');
  });

  it('shows no symbol for other currencies', () => {
    expect(formatMoney(123456, 'USD')).toBe('1,234.56');
    expect(formatMoney(-123456, 'EUR')).toBe('-1,234.56');
  });
});
