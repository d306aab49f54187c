/**
 * The back office's promotions, games and site settings (ARCHITECTURE "Contract decisions for the operator back
 * office": CRUD happy_hours, bonus_campaigns, jackpots, games per site, sites/<id>/config). Lists follow react-admin's
 * simple REST conventions as the rest of contract/backoffice.ts; every change writes an audit row; a resource of a site
 * outside the staff member's `site_ids` is 404 not_found. A bad value is 422 validation_error naming the field.
 *
 * - `GET sites`: the staff member's sites, for names instead of ids.
 * - `happy_hours`: `GET` (filter `site_id`, `active`), `GET <id>`, `POST`, `PUT <id>`, `DELETE <id>`. A window that
 *   has opened keeps the terms it opened with, so a config is never removed: DELETE turns it off (`active` false) and
 *   answers it. A change reaches the scheduler of every node at once.
 * - `bonus_campaigns`: the same; DELETE turns the campaign off (players who accepted it keep their bonus).
 * - `jackpots`: the same. Creating one seeds its first pot by a ledger transfer from the operator's bonus expense;
 *   a changed `seed_amount` applies from the next cycle (the running pot's money stays where the ledger put it);
 *   DELETE turns it off (the pot stays in the ledger and pays out when it is turned on again and won). A seed above
 *   the site's `jackpot_max_seed_amount` or a chance above JACKPOT_MAX_WIN_CHANCE_PPM is 422 validation_error naming
 *   the field, when made or changed (a jackpot already past a cap keeps its terms until they change).
 * - `games`: `GET` (filter `site_id`, default the staff member's first site; `q` name or slug) lists the catalogue
 *   with `enabled` for that site; `PUT games/<slug>` `{site_id, enabled}` turns it on or off there.
 * - `GET|PUT sites/<id>/config`: the site's unit config (SPEC §3) with the operator's own settings; PUT takes some
 *   fields (groups field by field) and answers the whole config; each value is checked as `npm run admin -- config`
 *   checks it. Owner only.
 */

import type { BonusCampaign, CampaignTranslations } from './campaigns';
import type { UnitConfig } from './entities';
import type { HappyHourTerms } from './happy-hours';
import type { CountryCode, CurrencyCode } from './money';
import type { UnitConfigPatch } from './unit-config';

const PREFIX = '/v1/backoffice';

export const BackofficePromotionPaths = {
  sites: `${PREFIX}/sites`,
  siteConfig: (siteId: number) => `${PREFIX}/sites/${siteId}/config`,
  happyHours: `${PREFIX}/happy_hours`,
  bonusCampaigns: `${PREFIX}/bonus_campaigns`,
  jackpots: `${PREFIX}/jackpots`,
  games: `${PREFIX}/games`,
} as const;

export interface BackofficeSite {
  id: number;
  name: string;
  country: CountryCode;
  currency: CurrencyCode;
  /** Where the site's days and happy-hour times are read (COUNTRY_TIME_ZONES in money.ts). */
  time_zone: string;
}

/** How many of a happy hour's next starts its answer carries. */
export const NEXT_RUNS_COUNT = 5;

export interface BackofficeHappyHour {
  id: number;
  site_id: number;
  /** lowercase letters, digits and dashes; unique per site */
  name: string;
  /** cron expression, UTC (five or six fields) */
  schedule: string;
  /** seconds, 60 to 86,400 */
  duration: number;
  config: HappyHourTerms;
  active: boolean;
  /** The site's time zone. */
  time_zone: string;
  /** The next NEXT_RUNS_COUNT starts, ISO 8601 in the site's time zone (`2026-11-29T20:00:00+02:00`). */
  next_runs: string[];
}

/** POST body; PUT takes the same fields, each optional (the site stays the site). */
export interface HappyHourInput {
  site_id: number;
  name: string;
  schedule: string;
  duration: number;
  config: HappyHourTerms;
  active?: boolean;
}

/** A campaign as staff see it: the players' shape without a unit's state, with its site and switch. */
export interface BackofficeBonusCampaign extends Omit<BonusCampaign, 'bonus_state'> {
  site_id: number;
  active: boolean;
}

/**
 * POST body; PUT takes the same fields, each optional. `deposit_bonus` needs bonus_percentage, max_bonus and
 * min_deposit; `free_money` needs amount. Times ISO 8601; `ends_at` null is open-ended.
 */
export type BonusCampaignInput = Omit<BackofficeBonusCampaign, 'id' | 'currency' | 'active' | 'translations'> & {
  active?: boolean;
  /** Each language's name and terms (contract/campaigns.ts CAMPAIGN_LANGUAGES); left out: none. */
  translations?: CampaignTranslations;
};

export interface BackofficeJackpot {
  id: number;
  site_id: number;
  /** lowercase letters, digits and dashes; unique per site (the site styles grand, major and minor) */
  slug: string;
  currency: CurrencyCode;
  /** Minor units put in the pot at the start of every cycle. */
  seed_amount: number;
  /** Of every bet on a jackpot game, this many hundredths of a percent go to the pot (50 = 0.5 %), 1 to 1000. */
  contribution_bp: number;
  /** Each contributing bet wins with this chance, in millionths (0 to JACKPOT_MAX_WIN_CHANCE_PPM). */
  win_chance_ppm: number;
  active: boolean;
  /** The pot being filled: how many times it has been won. */
  cycle: number;
  /** What the running pot holds now, minor units (from the ledger). */
  pot: number;
}

/**
 * The highest chance a jackpot may be given: one bet in 1,000. Every win pays the pot and seeds the next one from the
 * bonus budget at once, so a pot won more often than that is mostly seed money (docs/backoffice.md, "Jackpot caps").
 */
export const JACKPOT_MAX_WIN_CHANCE_PPM = 1_000;

/** POST body; PUT takes seed_amount, contribution_bp, win_chance_ppm and active (the slug and site stay). */
export type JackpotInput = Pick<
  BackofficeJackpot,
  'site_id' | 'slug' | 'seed_amount' | 'contribution_bp' | 'win_chance_ppm'
> & {
  active?: boolean;
};

/** A catalogue game and whether one site offers it; `id` is the slug. */
export interface BackofficeGame {
  id: string;
  slug: string;
  name: string;
  provider: string;
  categories: string[];
  site_id: number;
  enabled: boolean;
}

export interface GameToggleInput {
  site_id: number;
  enabled: boolean;
}

/** The site's unit config as the operator sets it: the players' config and the operator's own settings. */
export type SiteConfig = UnitConfig & { adjustment_approval_threshold: number; jackpot_max_seed_amount: number };
export type SiteConfigPatch = UnitConfigPatch;
