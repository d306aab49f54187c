import type { DailyReport } from '../../../contract/reports';
import { chartSeries, compactMoney, dayLabel } from './chart-series';

const day = (date: string, figures: Partial<DailyReport>): DailyReport => ({
  id: date,
  day: date,
  currency: 'ZAR',
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  wins: 0,
  ggr: 0,
  bonus_cost: 0,
  ngr: 0,
  active_players: 0,
  new_players: 0,
  ...figures,
});

describe('the dashboard charts', () => {
  it('draws one point per day, oldest first, with its GGR, NGR, deposits and withdrawals', () => {
    const series = chartSeries([
      day('2026-11-24', { ggr: 500, ngr: 300, deposits: 10_000, withdrawals: 2_000 }),
      day('2026-11-23', { ggr: -150, ngr: -250, deposits: 0, withdrawals: 4_500 }),
    ]);
    expect(series).toEqual({
      labels: ['Mon 23', 'Tue 24'],
      ggr: [-150, 500],
      ngr: [-250, 300],
      deposits: [0, 10_000],
      withdrawals: [4_500, 2_000],
    });
  });

  it('has nothing to draw for no days', () => {
    expect(chartSeries([])).toEqual({ labels: [], ggr: [], ngr: [], deposits: [], withdrawals: [] });
  });

  it("names a day by the site's calendar date, whatever the browser's time zone", () => {
    expect(dayLabel('2026-11-01')).toBe('Sun 1');
    expect(dayLabel('2026-12-31')).toBe('Thu 31');
  });

  it('writes axis amounts short, in major units, as the site writes money', () => {
    expect(compactMoney(1_250_000, 'ZAR')).toBe('R12.5K');
    expect(compactMoney(-45_000, 'INR')).toBe('-₹450');
    expect(compactMoney(0, 'ZAR')).toBe('R0');
  });
});
