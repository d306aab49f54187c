/**
 * Bonus campaigns (SPEC §7 "Bonus campaigns", §3 "Campaign bonus", issue 17). An operator runs campaigns per site;
 * a player accepts one, and its bonus is held in the unit's campaign bonus balance (`active_campaign_bonus_balance`)
 * until the player has wagered `wager_requirement` on games, when it moves to cash; if the bonus expires first it is
 * forfeited. Amounts are integers of minor units; times ISO 8601 (UTC).
 *
 * Decisions (ours; SPEC does not show them):
 * - Types: `deposit_bonus` (bonus_percentage of the first deposit of at least min_deposit made after accepting, at
 *   most max_bonus) and `free_money` (amount, credited at accept).
 * - The bonus is locked: bets do not draw it (BET_DRAW_ORDER in games.ts is unchanged), so a win never comes from
 *   bonus money and goes to cash as always. Wagering is the player's own bets; completing it releases the whole bonus
 *   to cash (`won_amount` = `start_amount`). Sites show it in the total balance (SPEC §4).
 * - Wagering: each bet counts `floor(amount × contribution % / 100)`, the contribution read from the game's
 *   categories (WAGER_CONTRIBUTION_PERCENT; the lowest of the listed categories it has; a game in none counts 0).
 * - `wager_requirement` = bonus × wager_multiple. A state's `expires_at` is activation (or, while awaiting the
 *   deposit, acceptance) + expiry_days; an expired active bonus is forfeited (back to the operator), an expired
 *   awaiting one simply ends.
 * - One open (awaiting_deposit or active) campaign bonus per unit; each campaign once per unit.
 */

export const BonusCampaignPaths = {
  /** GET ?token: campaigns the unit may accept now. */
  currents: '/v1/hp/bonus_campaigns/currents',
  /** GET ?token: campaigns whose bonus the unit finished (completed or expired), newest first. */
  passed: '/v1/hp/bonus_campaigns/passed',
  /** GET ?token: the unit's open campaign (awaiting its deposit, or being wagered): zero or one. */
  inBonus: '/v1/hp/bonus_campaigns/in_bonus',
  /**
   * GET ?site_id (ours, public): the site's campaigns open now, for anyone, visitors included: the offers and their
   * terms, never a unit's part (`bonus_state` is null). A site without real money offers none; an unknown site is 404.
   */
  offers: '/v1/hp/bonus_campaigns/offers',
  /** GET, token optional: one campaign (with the unit's bonus_state when a token is sent). */
  one: (id: number | string) => `/v1/hp/bonus_campaigns/${id}`,
  /** POST {token} */
  accept: (id: number | string) => `/v1/hp/bonus_campaigns/${id}/accept`,
} as const;

export const BONUS_CAMPAIGN_TYPES = ['deposit_bonus', 'free_money'] as const;
export type BonusCampaignType = (typeof BONUS_CAMPAIGN_TYPES)[number];

/** Wagering contribution by game category, percent. A game counts the lowest of its listed categories. */
export const WAGER_CONTRIBUTION_PERCENT: Readonly<Record<string, number>> = {
  slots: 100,
  op: 50,
  oln: 50,
  aviator: 50,
  'table-games': 10,
};

/** A game's contribution, percent, from its categories (see WAGER_CONTRIBUTION_PERCENT). */
export function wagerContributionPercent(categories: readonly string[]): number {
  const listed = categories.map((category) => WAGER_CONTRIBUTION_PERCENT[category]).filter((p) => p !== undefined);
  return listed.length === 0 ? 0 : Math.min(...listed);
}

export const BONUS_STATE_STATUSES = ['awaiting_deposit', 'active', 'completed', 'expired'] as const;
export type BonusStateStatus = (typeof BONUS_STATE_STATUSES)[number];

/** The unit's part in a campaign. `left_to_wager` = max(0, wager_requirement − wagered). */
export interface BonusState {
  id: number;
  campaign_id: number;
  status: BonusStateStatus;
  /** The bonus credited (0 while awaiting the deposit). */
  start_amount: number;
  wagered: number;
  wager_requirement: number;
  left_to_wager: number;
  /** What completion moved to cash; null unless completed. */
  won_amount: number | null;
  accepted_at: string;
  activated_at: string | null;
  expires_at: string;
  finished_at: string | null;
}

/** The languages other than English a campaign's name and terms may be written in (the sites' languages). */
export const CAMPAIGN_LANGUAGES = ['zu', 'hi'] as const;
export type CampaignLanguage = (typeof CAMPAIGN_LANGUAGES)[number];

/** A campaign's name and terms in one language; a missing or empty field is shown in English. */
export interface CampaignTexts {
  title?: string;
  description?: string;
}
export type CampaignTranslations = Partial<Record<CampaignLanguage, CampaignTexts>>;

export interface BonusCampaign {
  id: number;
  type: BonusCampaignType;
  /** The name and terms in the default language (English), the fallback of every other. */
  title: string;
  description: string;
  /**
   * Ours (issue 40): the operator's name and terms in the sites' other languages; `{}` when none. The answer holds
   * them all, and the site shows the page's language's (`campaignTexts`), so cached answers serve every language.
   */
  translations: CampaignTranslations;
  currency: string;
  /** deposit_bonus: percent of the qualifying deposit, the most it pays, the least deposit that qualifies. */
  bonus_percentage: number | null;
  max_bonus: number | null;
  min_deposit: number | null;
  /** free_money: the amount credited at accept. */
  amount: number | null;
  wager_multiple: number;
  /** Days to finish wagering once the bonus is credited (and to deposit, once accepted). */
  expiry_days: number;
  /** The window in which the campaign may be accepted; ends_at null: open-ended. */
  starts_at: string;
  ends_at: string | null;
  /** The unit's state in it: null when no token was sent or the unit has not accepted it. */
  bonus_state: BonusState | null;
}

/** The name and terms a page in `language` shows: its translation, field by field, else the English. */
export function campaignTexts(
  campaign: Pick<BonusCampaign, 'title' | 'description' | 'translations'>,
  language: string,
): { title: string; description: string } {
  const own = (campaign.translations as Partial<Record<string, CampaignTexts>> | undefined)?.[language];
  return {
    title: own?.title?.trim() ? own.title : campaign.title,
    description: own?.description?.trim() ? own.description : campaign.description,
  };
}

export interface BonusCampaignsAnswer {
  bonus_campaigns: BonusCampaign[];
}
export interface BonusCampaignAnswer {
  bonus_campaign: BonusCampaign;
}
export interface AcceptBonusCampaignRequest {
  token: string;
}
/**
 * Errors (errors.ts): unknown campaign (or another site's) 404 promotions:bonus_campaigns:not_found; an anonymous or
 * another player's unit 403 units_ctx:units:not_owned; 422 bonus_campaigns:not_available (not open now),
 * bonus_already_active (one open bonus at a time), already_accepted (each campaign once).
 */
export interface AcceptBonusCampaignAnswer {
  bonus_campaign: BonusCampaign;
  bonus_state: BonusState;
}

/**
 * The promotions topic's live wagering push (beyond SPEC): after every bet that counts towards an active bonus,
 * `campaign_bonus_state_updated` with `{bonus_state}`; also when a bonus is activated, completed or expires.
 */
export interface CampaignBonusStateUpdatedPayload {
  bonus_state: BonusState;
}
