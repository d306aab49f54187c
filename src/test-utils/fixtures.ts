/** Entities as the API answers them, for tests. */

import type { BonusCampaign, BonusState } from '../../contract/campaigns';
import type { AuthTokens, Unit, User } from '../../contract/entities';
import { DEFAULT_UNIT_CONFIG } from '../../contract/unit-config';
import { dayStart, localDay, siteTimeZone } from '../lib/dates';
import type { HhBonusState } from '../../contract/happy-hours';

export const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();
export const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
/**
 * Today at hour:minute on the site's clock (lib/dates: the brand's country's zone, or `timeZone`), `daysBack` days
 * before. A list shown in another country's locale groups its days in that country's zone: pass it, or from 18:30 UTC
 * India's today is South Africa's tomorrow.
 */
export const siteToday = (hour: number, minute = 0, daysBack = 0, timeZone = siteTimeZone()) =>
  new Date(
    dayStart(localDay(new Date(), timeZone), -daysBack, timeZone)!.getTime() + (hour * 60 + minute) * 60_000,
  ).toISOString();

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
  // A site that takes real money, as South Africa's do (India's play for fun: contract/play-money.ts).
  config: {
    ...DEFAULT_UNIT_CONFIG,
    im_withdrawal_enabled: true,
    eft_withdrawal_enabled: true,
    real_money_enabled: true,
  },
  ...overrides,
});

/** The terms of the happy hour in the site's tests: R50 minimum, half the deposit, at most R500. */
export const HAPPY_HOUR_TERMS = { min_deposit: 5_000, bonus_percentage: 50, max_bonus: 50_000 };

/** A player's happy-hour bonus: R50 on a R100 deposit, in window 3 unless said. */
export const makeHhBonusState = (overrides: Partial<HhBonusState> = {}): HhBonusState => {
  const promotionStateId = overrides.promotion_state_id ?? 3;
  return {
    id: 7,
    promotion_state_id: promotionStateId,
    promotion_state: { id: promotionStateId, config: HAPPY_HOUR_TERMS },
    status: 'ongoing',
    balance: 0,
    bonus_amount: 5_000,
    deposit_amount: 10_000,
    end: 1_900_000_000,
    ...overrides,
  };
};
/** A free-play campaign bonus just started: R25.00, R100.00 to wager. */
export const makeBonusState = (overrides: Partial<BonusState> = {}): BonusState => ({
  id: 9,
  campaign_id: 2,
  status: 'active',
  start_amount: 2_500,
  wagered: 0,
  wager_requirement: 10_000,
  left_to_wager: 10_000,
  won_amount: null,
  accepted_at: '2026-11-26T10:00:00.000Z',
  activated_at: '2026-11-26T10:00:00.000Z',
  expires_at: '2026-11-29T10:00:00.000Z',
  finished_at: null,
  ...overrides,
});

/** The demo's two campaigns (server/src/modules/campaigns/demo.ts) on a ZAR site, as the API answers them. */
export const FREE_MONEY_CAMPAIGN: BonusCampaign = {
  id: 2,
  type: 'free_money',
  title: 'Free play',
  description: 'Money on us.',
  translations: {},
  currency: 'ZAR',
  bonus_percentage: null,
  max_bonus: null,
  min_deposit: null,
  amount: 2_500,
  wager_multiple: 4,
  expiry_days: 3,
  starts_at: '2025-01-01T00:00:00.000Z',
  ends_at: null,
  bonus_state: null,
};

export const DEPOSIT_BONUS_CAMPAIGN: BonusCampaign = {
  ...FREE_MONEY_CAMPAIGN,
  id: 1,
  type: 'deposit_bonus',
  title: 'Double your deposit',
  amount: null,
  bonus_percentage: 100,
  max_bonus: 50_000,
  min_deposit: 5_000,
  wager_multiple: 10,
  expiry_days: 7,
};
