import { parseMoney } from './money';

describe('money', () => {
  it('reads a typed amount into minor units', () => {
    expect(parseMoney('150')).toBe(15000);
    expect(parseMoney('1 000,25')).toBe(100025);
    expect(parseMoney('-20.5')).toBe(-2050);
    expect(parseMoney('20,5')).toBe(2050);
    expect(parseMoney('0')).toBeNull();
    expect(parseMoney('1.234')).toBeNull();
    expect(parseMoney('ten')).toBeNull();
  });

  it('reads an amount typed as the console shows it, commas grouping thousands', () => {
    expect(parseMoney('1,000')).toBe(100000);
    expect(parseMoney('1,234,567.89')).toBe(123456789);
    expect(parseMoney('-1,000.5')).toBe(-100050);
    expect(parseMoney('1,00,000')).toBeNull();
  });
});
