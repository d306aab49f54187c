import { can } from './roles';

describe('can', () => {
  it('opens to each role what ARCHITECTURE gives it, and everything to owners', () => {
    expect(can('owner', 'site_config')).toBe(true);
    expect(can('finance', 'withdrawals')).toBe(true);
    expect(can('finance', 'verifications')).toBe(false);
    expect(can('compliance', 'audit')).toBe(true);
    expect(can('support', 'blocks')).toBe(true);
    expect(can('compliance', 'rg')).toBe(true);
    expect(can('support', 'rg')).toBe(false);
    expect(can('finance', 'rg')).toBe(false);
    expect(can('support', 'withdrawals')).toBe(false);
    expect(can('support', 'adjustments')).toBe(false);
    expect(can('marketing', 'happy_hours')).toBe(true);
    expect(can('marketing', 'players')).toBe(false);
    expect(can(undefined, 'players')).toBe(false);
  });
});
