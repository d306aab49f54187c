import { dayHeading } from './components/statement-row';
import { NO_FILTERS, groupByDay, isRangeBackwards, localDay, statementArgs } from './filters';

const labels = { today: 'Today', yesterday: 'Yesterday' };

describe('statement filters → call arguments', () => {
  it('sends only the token when nothing is filtered', () => {
    expect(statementArgs('tok', NO_FILTERS)).toEqual({ token: 'tok' });
  });

  it('sends one type, and whole South African days: `from` at its midnight, `to` at the next day’s (exclusive)', () => {
    const args = statementArgs('tok', { type: 'withdrawal', from: '2026-03-01', to: '2026-03-31' });
    expect(args.type).toBe('withdrawal');
    expect(args.from).toBe('2026-02-28T22:00:00.000Z');
    expect(args.to).toBe('2026-03-31T22:00:00.000Z');
  });

  it('rolls a last day over the end of a year', () => {
    expect(statementArgs('tok', { type: 'all', from: '', to: '2025-12-31' }).to).toBe('2025-12-31T22:00:00.000Z');
  });

  it('knows a range whose first day is after its last', () => {
    expect(isRangeBackwards({ type: 'all', from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(isRangeBackwards({ type: 'all', from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(isRangeBackwards({ type: 'all', from: '2026-03-02', to: '' })).toBe(false);
  });
});

describe('statement days', () => {
  it('groups rows by the South African day they happened, keeping their order', () => {
    // Johannesburg is UTC+2: 22:30 UTC is already the next day there.
    const at = (day: number, hour: number) => ({ created_at: new Date(Date.UTC(2026, 4, day, hour)).toISOString() });
    const groups = groupByDay([at(3, 10), at(2, 22), at(2, 21), at(1, 9)]);
    expect(groups.map((group) => [group.day, group.rows.length])).toEqual([
      ['2026-05-03', 2],
      ['2026-05-02', 1],
      ['2026-05-01', 1],
    ]);
  });

  it('heads today and yesterday by name, other days by date (the year only for another year)', () => {
    const now = new Date(Date.UTC(2026, 4, 3, 10));
    expect(dayHeading(localDay(now), 'en-ZA', labels, now)).toBe('Today');
    expect(dayHeading('2026-05-02', 'en-ZA', labels, now)).toBe('Yesterday');
    expect(dayHeading('2026-04-28', 'en-ZA', labels, now)).toMatch(/Tue.*28 Apr/);
    expect(dayHeading('2025-04-28', 'en-ZA', labels, now)).toMatch(/2025/);
  });
});
