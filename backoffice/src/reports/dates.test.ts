import { lastDays, siteToday } from './dates';

describe('report dates', () => {
  it("takes today as the site's calendar day", () => {
    const evening = new Date('2026-11-28T20:00:00Z');
    expect(lastDays(1, siteToday('Asia/Kolkata', evening))).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(lastDays(1, siteToday('Africa/Johannesburg', evening))).toEqual({ from: '2026-11-28', to: '2026-11-28' });
  });

  it('counts the last days back from today, both ends included, across a month', () => {
    expect(lastDays(7, siteToday('Africa/Johannesburg', new Date('2026-12-03T08:00:00Z')))).toEqual({
      from: '2026-11-27',
      to: '2026-12-03',
    });
  });
});
