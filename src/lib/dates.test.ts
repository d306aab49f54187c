import {
  dateLocale,
  dateTimeText,
  dayHeading,
  dayMonthText,
  dayStart,
  lastMonths,
  localDay,
  siteTimeZone,
  timeAgo,
  timeOf,
  weekdayTimeText,
} from './dates';

// 12:05 UTC: 14:05 in Johannesburg, 17:35 in Kolkata.
const AT = '2026-11-30T12:05:00.000Z';
const labels = { today: 'Today', yesterday: 'Yesterday' };

describe('dates in the page’s language and the brand’s country', () => {
  it('writes English on a South African page with its conventions and zone', () => {
    expect(dateTimeText(AT, 'en-ZA')).toBe('30 Nov 2026, 14:05');
    expect(timeOf(AT, 'en-ZA')).toBe('14:05');
    expect(dayMonthText(AT, 'en-ZA')).toBe('30 Nov');
    expect(weekdayTimeText(AT, 'en-ZA')).toBe('Mon 14:05');
  });

  it('writes Hindi on the Indian page, in India’s time (UTC+5:30)', () => {
    expect(dateTimeText(AT, 'hi-IN')).toBe('30 नव॰ 2026, 5:35 pm');
    expect(timeOf(AT, 'hi-IN')).toMatch(/^05:35 pm$/);
    expect(weekdayTimeText(AT, 'hi-IN')).toMatch(/^सोम/);
    expect(timeAgo('2026-11-29T12:05:00.000Z', Date.parse(AT), 'hi-IN')).toBe('बीता कल');
  });

  it('says how long ago to the nearest unit, as a clock that ticks once a minute lags the drawing', () => {
    const now = Date.parse(AT);
    expect(timeAgo(new Date(now - 5 * 60_000 + 1_500).toISOString(), now, 'en-ZA')).toBe('5 min ago');
    expect(timeAgo(new Date(now - 2 * 86_400_000 + 3_000).toISOString(), now, 'en-ZA')).toBe('2 days ago');
  });

  it('writes isiZulu where Intl has it, in South Africa’s time', () => {
    expect(dateLocale('zu-ZA')).toBe('zu-ZA');
    expect(weekdayTimeText(AT, 'zu-ZA')).toBe('Mso 14:05');
    expect(timeAgo('2026-11-29T12:05:00.000Z', Date.parse(AT), 'zu-ZA')).toBe('izolo');
  });

  it('falls back to English with the country’s conventions where Intl lacks the language (Chromium has no isiZulu)', () => {
    const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    try {
      expect(dateLocale('xh-ZA')).toBe('en-ZA');
      expect(dateTimeText(AT, 'xh-ZA')).toBe('30 Nov 2026, 14:05');
    } finally {
      supported.mockRestore();
    }
  });

  it('writes the same whatever the device’s zone: the brand’s country’s, never the machine’s', () => {
    expect(siteTimeZone('ZA')).toBe('Africa/Johannesburg');
    expect(siteTimeZone('IN')).toBe('Asia/Kolkata');
    // 23:30 UTC is already the next day in South Africa.
    expect(localDay('2026-05-02T23:30:00.000Z')).toBe('2026-05-03');
    expect(localDay('2026-05-02T23:30:00.000Z', 'Asia/Kolkata')).toBe('2026-05-03');
    expect(dayStart('2026-05-03')?.toISOString()).toBe('2026-05-02T22:00:00.000Z');
    expect(dayStart('2026-05-03', 1, 'Asia/Kolkata')?.toISOString()).toBe('2026-05-03T18:30:00.000Z');
    expect(dayStart('not a day')).toBeUndefined();
  });

  it('heads days in each language', () => {
    const now = '2026-05-03T08:00:00.000Z';
    expect(dayHeading('2026-05-03', 'en-ZA', labels, now)).toBe('Today');
    expect(dayHeading('2026-05-02', 'en-ZA', labels, now)).toBe('Yesterday');
    expect(dayHeading('2026-04-28', 'en-ZA', labels, now)).toBe('Tue, 28 Apr');
    expect(dayHeading('2026-04-28', 'hi-IN', labels, now)).toBe('मंगल, 28 अप्रैल');
    expect(dayHeading('2025-04-28', 'zu-ZA', labels, now)).toMatch(/2025/);
  });

  it('names the last months in the page’s language, each starting at the country’s midnight', () => {
    const [current, previous] = lastMonths(2, 'hi-IN', '2026-05-03T08:00:00.000Z');
    expect(current).toEqual({ from: '2026-04-30T18:30:00.000Z', to: '2026-05-31T18:30:00.000Z', name: 'मई 2026' });
    expect(previous?.name).toBe('अप्रैल 2026');
    expect(lastMonths(1, 'en-ZA', '2026-05-03T08:00:00.000Z')[0]?.from).toBe('2026-04-30T22:00:00.000Z');
  });
});
