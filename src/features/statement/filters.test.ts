import { dayHeading } from './components/statement-row';
import { NO_FILTERS, groupByDay, isRangeBackwards, localDay, statementArgs } from './filters';

const labels = { today: 'Today', yesterday: 'Yesterday' };

describe('statement filters → call arguments', () => {
  it('sends only the token when nothing is filtered', () => {
    expect(statementArgs('tok', NO_FILTERS)).toEqual({ token: 'tok' });
  });

  it('sends one type, and whole local days: `from` at its midnight, `to` at the next day’s (exclusive)', () => {
    const args = statementArgs('tok', { type: 'withdrawal', from: '2026-03-01', to: '2026-03-31' });
    expect(args.type).toBe('withdrawal');
    expect(args.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(args.to).toBe(new Date(2026, 3, 1).toISOString());
  });

  it('rolls a last day over the end of a year', () => {
    expect(statementArgs('tok', { type: 'all', from: '', to: '2025-12-31' }).to).toBe(
      new Date(2026, 0, 1).toISOString(),
    );
  });

  it('knows a range whose first day is after its last', () => {
    expect(isRangeBackwards({ type: 'all', from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(isRangeBackwards({ type: 'all', from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(isRangeBackwards({ type: 'all', from: '2026-03-02', to: '' })).toBe(false);
  });
});

describe('statement days', () => {
  it('groups rows by the local day they happened, keeping their order', () => {
    const at = (day: number, hour: number) => ({ created_at: new Date(2026, 4, day, hour).toISOString() });
    const groups = groupByDay([at(3, 23), at(3, 0), at(2, 12), at(1, 9)]);
    expect(groups.map((group) => [group.day, group.rows.length])).toEqual([
      ['2026-05-03', 2],
      ['2026-05-02', 1],
      ['2026-05-01', 1],
    ]);
  });

  it('heads today and yesterday by name, other days by date (the year only for another year)', () => {
    const now = new Date(2026, 4, 3, 10);
    expect(dayHeading(localDay(now), 'en-ZA', labels, now)).toBe('Today');
    expect(dayHeading('2026-05-02', 'en-ZA', labels, now)).toBe('Yesterday');
    expect(dayHeading('2026-04-28', 'en-ZA', labels, now)).toMatch(/Tue.*28 Apr/);
    expect(dayHeading('2025-04-28', 'en-ZA', labels, now)).toMatch(/2025/);
  });
});
