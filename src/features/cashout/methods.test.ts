import { DEFAULT_UNIT_CONFIG } from '../../../contract/unit-config';
import type { UnitConfig } from '../../../contract/entities';
import { enabledMethods, methodTerms } from './methods';

const config = (overrides: Partial<UnitConfig> = {}): UnitConfig => ({ ...DEFAULT_UNIT_CONFIG, ...overrides });

describe('cash-out methods from the unit config', () => {
  it('offers the South African methods each flag turns on, in a fixed order', () => {
    expect(enabledMethods(config(), 'ZA')).toEqual([]);
    const za = config({ ticket_cashout_enabled: true, im_withdrawal_enabled: true });
    expect(enabledMethods(za, 'ZA').map((m) => m.method)).toEqual(['im', 'ticket']);
    const all = config({ im_withdrawal_enabled: true, eft_withdrawal_enabled: true, ticket_cashout_enabled: true });
    expect(enabledMethods(all, 'ZA').map((m) => m.method)).toEqual(['im', 'eft', 'ticket']);
  });

  it('offers UPI only in India, and no South African method there', () => {
    const both = config({
      im_withdrawal_enabled: true,
      upi_withdrawal: { ...DEFAULT_UNIT_CONFIG.upi_withdrawal, enabled: true },
    });
    expect(enabledMethods(both, 'IN').map((m) => m.method)).toEqual(['upi']);
    expect(enabledMethods(both, 'ZA').map((m) => m.method)).toEqual(['im']);
  });

  it('reads fee, minimum, maximum, divisor and free count as the server does (0 or null is no limit)', () => {
    const c = config({
      im_withdrawal_fee: 1000,
      im_withdrawal_min_amount: 5000,
      im_withdrawal_max_amount: 0,
      im_withdrawal_divisor: 1000,
      eft_withdrawal_fee: 500,
      free_bank_withdrawal_count: 2,
      bank_withdrawal_fee_period: 'week',
      upi_withdrawal: { ...DEFAULT_UNIT_CONFIG.upi_withdrawal, fee: 300, max_amount: 5000000, divisor: null },
    });
    expect(methodTerms(c, 'im')).toEqual({
      method: 'im',
      fee: 1000,
      min: 5000,
      max: null,
      divisor: 1000,
      freeCount: 0,
      period: 'month',
    });
    expect(methodTerms(c, 'eft')).toMatchObject({ fee: 500, freeCount: 2, period: 'week', max: null, divisor: null });
    expect(methodTerms(c, 'upi')).toMatchObject({ fee: 300, max: 5000000, divisor: null });
    expect(methodTerms(c, 'ticket')).toMatchObject({ fee: 0, min: 0 });
  });
});
