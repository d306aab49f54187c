/** Entities as the API answers them, for tests. */

import type { AuthTokens, Unit, User } from '../../contract/entities';

export const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();
export const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

export const makeTokens = (overrides: Partial<AuthTokens> = {}): AuthTokens => ({
  access: { token: 'access-1', expires: inOneHour() },
  refresh: { token: 'refresh-1', expires: inOneHour() },
  ...overrides,
});

export const makeUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  phone: '+27821234567',
  first_name: 'Thandi',
  last_name: 'Nkosi',
  verification_level: 'unverified',
  player_bank_accounts: [],
  player_upi_accounts: [],
  ...overrides,
});

export const UNIT_TOKEN = 'u'.repeat(120);

export const makeUnit = (overrides: Partial<Unit> = {}): Unit => ({
  id: 42,
  site: { id: 1, active: true, currency_code: 'ZAR' },
  fin_account: { balance: 0, deposit_balance: 0, bonus_balance: 0 },
  active_campaign_bonus_balance: 0,
  config: {
    funds_mode: 'gs_ticket',
    fingerprinting_enabled: false,
    bank_withdrawal_fee_period: 'month',
    free_bank_withdrawal_count: 0,
    im_withdrawal_enabled: true,
    im_withdrawal_fee: 0,
    im_withdrawal_min_amount: 0,
    eft_withdrawal_enabled: true,
    eft_withdrawal_fee: 0,
    eft_withdrawal_min_amount: 0,
    ticket_cashout_enabled: false,
    second_level_verification_threshold: 0,
    third_level_verification_threshold: 0,
    monthly_second_level_verification_threshold: 0,
    monthly_third_level_verification_threshold: 0,
    upi_withdrawal: {
      enabled: false,
      fee: 0,
      fee_period: 'month',
      free_withdrawal_count: 0,
      max_amount: 0,
      min_amount: 0,
    },
    upi_intent_deposit: { enabled: false, max_amount: 0, min_amount: 0 },
    upi_qr_deposit: { enabled: false, max_amount: 0, min_amount: 0 },
  },
  ...overrides,
});
