import type { HappyHourConfig } from '../../contract/happy-hours';
import { nearestHappyHour, nextRun } from './cron-timing';

const config = (id: number, schedule: string, duration = 3600): HappyHourConfig => ({
  id,
  type: 'happy_hour',
  schedule,
  duration,
  config: { min_deposit: 5_000, bonus_percentage: 50, max_bonus: 50_000 },
});
const ms = (iso: string) => Date.parse(iso);

describe('happy-hour timing (SPEC §4)', () => {
  it('reads a schedule in UTC', () => {
    expect(nextRun('0 18 * * *', ms('2030-01-01T17:00:00Z'))).toBe(ms('2030-01-01T18:00:00Z'));
    expect(nextRun('not a schedule', 0)).toBeNull();
  });

  it('picks the happy hour whose schedule runs first', () => {
    const nearest = nearestHappyHour([config(1, '0 20 * * *'), config(2, '30 18 * * *')], ms('2030-01-01T17:00:00Z'));
    expect(nearest).toMatchObject({
      start: ms('2030-01-01T18:30:00Z'),
      end: ms('2030-01-01T19:30:00Z'),
      ongoing: false,
    });
    expect(nearest?.config.id).toBe(2);
  });

  it('looks up from one duration plus 100 ms back, so a happy hour under way is still the nearest', () => {
    const running = nearestHappyHour([config(1, '0 18 * * *')], ms('2030-01-01T18:59:59Z'));
    expect(running).toMatchObject({ start: ms('2030-01-01T18:00:00Z'), ongoing: true });
    const over = nearestHappyHour([config(1, '0 18 * * *')], ms('2030-01-01T19:00:01Z'));
    expect(over).toMatchObject({ start: ms('2030-01-02T18:00:00Z'), ongoing: false });
  });

  it('skips a schedule it cannot read', () => {
    expect(nearestHappyHour([config(1, 'every day')], 0)).toBeNull();
  });
});
