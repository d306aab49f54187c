import { toMajorText, toMinorUnits } from './money';

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
