import { countdownText, timeUnitOf } from './time';

describe('time helpers (SPEC §9)', () => {
  it('names seconds under 60, minutes under 3600, hours under 86400, then days', () => {
    expect([0, 59, 60, 3599, 3600, 86_399, 86_400].map(timeUnitOf)).toEqual([
      'seconds',
      'seconds',
      'minutes',
      'minutes',
      'hours',
      'hours',
      'days',
    ]);
  });

  it('counts down from the largest unit, and says 00s once expired', () => {
    expect(countdownText(45_900)).toBe('45s');
    expect(countdownText(725_000)).toBe('12m 05s');
    expect(countdownText(3 * 3600_000 + 12 * 60_000 + 5_000)).toBe('3h 12m 05s');
    expect(countdownText(2 * 86_400_000 + 3 * 3600_000 + 12 * 60_000)).toBe('2d 03h 12m');
    expect(countdownText(0)).toBe('00s');
    expect(countdownText(-5_000)).toBe('00s');
  });
});
