import { COUNTRY_CURRENCY, type CountryCode } from '../../contract/money';
import type { UnitConfig } from '../../contract/entities';
import { DEMO_SITES } from '../../contract/sites';
import type { Queryable } from './db/database';
import { DEMO_CAMPAIGNS, seedCampaigns } from './modules/campaigns/demo';
import { readContentCatalogue, seedCatalogue } from './modules/games/catalogue';
import { demoHappyHours, seedHappyHours } from './modules/happy-hours/configs';
import { DEMO_JACKPOTS, seedJackpots } from './modules/jackpots/pots';

/**
 * Demo unit config: every field of SPEC §3, amounts in minor units. ZA sites pay out by ATM (im_…), EFT and ticket;
 * the IN site takes and pays out UPI. An unverified player may withdraw R500 / ₹500 at once and R1,000 / ₹1,000 a
 * month (ARCHITECTURE's contract decisions).
 */
export function demoUnitConfig(country: CountryCode): UnitConfig {
  const india = country === 'IN';
  return {
    funds_mode: 'gs_ticket',
    fingerprinting_enabled: false,
    bank_withdrawal_fee_period: 'month',
    free_bank_withdrawal_count: 2,
    im_withdrawal_enabled: !india,
    im_withdrawal_fee: 1000,
    im_withdrawal_min_amount: 5000,
    im_withdrawal_max_amount: null,
    im_withdrawal_divisor: null,
    eft_withdrawal_enabled: !india,
    eft_withdrawal_fee: 500,
    eft_withdrawal_min_amount: 5000,
    eft_withdrawal_max_amount: null,
    eft_withdrawal_divisor: null,
    ticket_cashout_enabled: !india,
    second_level_verification_threshold: 50000,
    third_level_verification_threshold: 2500000,
    monthly_second_level_verification_threshold: 100000,
    monthly_third_level_verification_threshold: 5000000,
    upi_withdrawal: {
      enabled: india,
      fee: 0,
      fee_period: 'month',
      free_withdrawal_count: 3,
      max_amount: 5000000,
      min_amount: 10000,
      divisor: null,
    },
    upi_intent_deposit: { enabled: india, max_amount: 10000000, min_amount: 10000 },
    upi_qr_deposit: { enabled: india, max_amount: 10000000, min_amount: 10000 },
    adjustment_approval_threshold: 100000,
    // Five times the demo grand jackpot's seed (DEMO_JACKPOTS).
    jackpot_max_seed_amount: 5000000,
    // India's site too, so that the demo shows every flow; main.ts warns at start (realMoneyWarnings).
    real_money_enabled: true,
  };
}

/**
 * Seeds the demo sites, their jackpots, happy hours and bonus campaigns into an empty database (existing rows are left
 * as they are), and refreshes the games catalogue from the content (modules/games/catalogue.ts). With `sandbox`, also
 * the sandbox's own demo accounts (the support chat's agents, the back office's staff), imported only then: none exists without the sandbox.
 */
export async function seedDemo(db: Queryable, options: { sandbox?: boolean } = {}): Promise<void> {
  for (const site of DEMO_SITES) {
    await db.query(
      `INSERT INTO sites (id, name, country, currency_code, active, unit_config)
       VALUES ($1, $2, $3, $4, true, $5) ON CONFLICT (id) DO NOTHING`,
      [site.id, site.name, site.country, COUNTRY_CURRENCY[site.country], JSON.stringify(demoUnitConfig(site.country))],
    );
  }
  await seedCatalogue(db, readContentCatalogue());
  for (const site of DEMO_SITES) await seedJackpots(db, site.id, COUNTRY_CURRENCY[site.country], DEMO_JACKPOTS);
  for (const site of DEMO_SITES) await seedHappyHours(db, site.id, demoHappyHours(COUNTRY_CURRENCY[site.country]));
  for (const site of DEMO_SITES) await seedCampaigns(db, site.id, DEMO_CAMPAIGNS);
  if (options.sandbox) await (await import('./sandbox/chat/seed')).seedChat(db);
  if (options.sandbox) await (await import('./sandbox/backoffice-seed')).seedDemoStaff(db);
}
