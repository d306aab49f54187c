import { formatMoney, parseMoney } from './money';

describe('money', () => {
  it("shows minor units in the site's currency", () => {
    expect(formatMoney(123456789, 'ZAR')).toBe('R 1 234 567.89');
    expect(formatMoney(-500, 'INR')).toBe('-₹ 5.00');
    expect(formatMoney(5, 'EUR')).toBe('EUR 0.05');
  });

  it('reads a typed amount into minor units', () => {
    expect(parseMoney('150')).toBe(15000);
    expect(parseMoney('1 000,25')).toBe(100025);
    expect(parseMoney('-20.5')).toBe(-2050);
    expect(parseMoney('0')).toBeNull();
    expect(parseMoney('1.234')).toBeNull();
    expect(parseMoney('ten')).toBeNull();
  });
});
