import { ageOn, parseBirthDate } from './age';

// The age check at sign-up: the site's form and the server read a birth date alike.
describe('parseBirthDate', () => {
  it('reads a real YYYY-MM-DD date from 1900 on', () => {
    expect(parseBirthDate('1990-04-27')).toEqual({ year: 1990, month: 4, day: 27 });
    expect(parseBirthDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it('refuses other forms, impossible dates and dates before 1900', () => {
    for (const value of ['27/04/1990', '1990-4-27', '1990-02-30', '2001-02-29', '1990-13-01', '1899-12-31', '']) {
      expect(parseBirthDate(value)).toBeNull();
    }
  });
});

describe('ageOn', () => {
  const on = (date: string) => new Date(`${date}T12:00:00Z`);
  const born = (date: string) => parseBirthDate(date)!;

  it('turns a year older on the birthday, not the day before', () => {
    expect(ageOn(born('2008-06-15'), on('2026-06-14'))).toBe(17);
    expect(ageOn(born('2008-06-15'), on('2026-06-15'))).toBe(18);
  });

  it('counts one born on 29 February 18 on 1 March of a year without one', () => {
    expect(ageOn(born('2008-02-29'), on('2026-02-28'))).toBe(17);
    expect(ageOn(born('2008-02-29'), on('2026-03-01'))).toBe(18);
  });
});
