/** Unit config (SPEC §3) values both programs share: the default of a site configured with nothing. */

import type { UnitConfig } from './entities';

/** How often a withdrawal method's free count renews. */
export const FEE_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type FeePeriod = (typeof FEE_PERIODS)[number];

/**
 * A site nobody has configured: every fee and limit 0, every cash-in and cash-out method off (SPEC §9 "Default
 * fee and limit values are 0 or null"). Units still open on it (funds mode gs_ticket); the operator turns
 * methods on with `npm run admin -- config <site> key=value …`. The site also shows it until the unit loads.
 */
export const DEFAULT_UNIT_CONFIG: UnitConfig = {
  funds_mode: 'gs_ticket',
  fingerprinting_enabled: false,
  bank_withdrawal_fee_period: 'month',
  free_bank_withdrawal_count: 0,
  im_withdrawal_enabled: false,
  im_withdrawal_fee: 0,
  im_withdrawal_min_amount: 0,
  eft_withdrawal_enabled: false,
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
  real_money_enabled: false,
};

/** The groups of the config: objects of their own, set field by field (`upi_withdrawal.enabled=true`). */
export type UnitConfigGroup = 'upi_withdrawal' | 'upi_intent_deposit' | 'upi_qr_deposit';

/** Some fields of the unit config, a group partly too: what an operator's edit sends. */
export type UnitConfigPatch = Partial<Omit<UnitConfig, UnitConfigGroup>> & {
  [G in UnitConfigGroup]?: Partial<UnitConfig[G]>;
};
