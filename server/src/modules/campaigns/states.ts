/**
 * Bonus campaigns and the units' states in them, as rows and as the contract's shapes (contract/campaigns.ts), and
 * the reads every call shares: a site's campaigns, a unit's states, and which campaigns a unit may still accept.
 */

import {
  CAMPAIGN_LANGUAGES,
  type BonusCampaign,
  type BonusCampaignType,
  type BonusState,
  type BonusStateStatus,
  type CampaignTranslations,
} from '../../../../contract/campaigns';
import type { Queryable } from '../../db/database';

export interface CampaignRow {
  id: number;
  site_id: number;
  type: BonusCampaignType;
  title: string;
  description: string;
  translations: CampaignTranslations;
  currency: string;
  bonus_percentage: number | null;
  max_bonus: number | null;
  min_deposit: number | null;
  amount: number | null;
  wager_multiple: number;
  expiry_days: number;
  starts_at: Date;
  ends_at: Date | null;
  active: boolean;
}

export interface StateRow {
  id: number;
  campaign_id: number;
  unit_id: number;
  status: BonusStateStatus;
  deposit_after_id: number;
  start_amount: number;
  wagered: number;
  wager_requirement: number;
  won_amount: number | null;
  accepted_at: Date;
  activated_at: Date | null;
  expires_at: Date;
  finished_at: Date | null;
}

export const CAMPAIGN_COLUMNS = `c.id, c.site_id, c.type, c.title, c.description, c.translations, st.currency_code AS currency,
  c.bonus_percentage, c.max_bonus, c.min_deposit, c.amount, c.wager_multiple, c.expiry_days, c.starts_at, c.ends_at,
  c.active`;
export const CAMPAIGN_FROM = 'bonus_campaigns c JOIN sites st ON st.id = c.site_id';
export const STATE_COLUMNS = `id, campaign_id, unit_id, status, deposit_after_id, start_amount, wagered,
  wager_requirement, won_amount, accepted_at, activated_at, expires_at, finished_at`;
export const OPEN_STATUSES = `('awaiting_deposit', 'active')`;

const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/** bigint columns arrive as strings from PostgreSQL: every row passes through here. */
export function campaignRow(row: CampaignRow): CampaignRow {
  return {
    ...row,
    id: num(row.id),
    site_id: num(row.site_id),
    bonus_percentage: numOrNull(row.bonus_percentage),
    max_bonus: numOrNull(row.max_bonus),
    min_deposit: numOrNull(row.min_deposit),
    amount: numOrNull(row.amount),
    wager_multiple: num(row.wager_multiple),
    expiry_days: num(row.expiry_days),
    starts_at: new Date(row.starts_at),
    ends_at: row.ends_at === null ? null : new Date(row.ends_at),
    translations: translationsOf(row.translations),
  };
}

/** The column's object as the contract has it: the known languages, each with its non-empty texts. */
export function translationsOf(value: unknown): CampaignTranslations {
  const stored = (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Record<string, unknown>;
  const out: CampaignTranslations = {};
  for (const language of CAMPAIGN_LANGUAGES) {
    const texts = stored[language] as { title?: unknown; description?: unknown } | undefined;
    if (!texts || typeof texts !== 'object') continue;
    const title = typeof texts.title === 'string' && texts.title.trim() ? texts.title : undefined;
    const description =
      typeof texts.description === 'string' && texts.description.trim() ? texts.description : undefined;
    if (title !== undefined || description !== undefined) {
      out[language] = {
        ...(title === undefined ? {} : { title }),
        ...(description === undefined ? {} : { description }),
      };
    }
  }
  return out;
}

export function stateRow(row: StateRow): StateRow {
  return {
    ...row,
    id: num(row.id),
    campaign_id: num(row.campaign_id),
    unit_id: num(row.unit_id),
    deposit_after_id: num(row.deposit_after_id),
    start_amount: num(row.start_amount),
    wagered: num(row.wagered),
    wager_requirement: num(row.wager_requirement),
    won_amount: numOrNull(row.won_amount),
    accepted_at: new Date(row.accepted_at),
    activated_at: row.activated_at === null ? null : new Date(row.activated_at),
    expires_at: new Date(row.expires_at),
    finished_at: row.finished_at === null ? null : new Date(row.finished_at),
  };
}

export function bonusStateOf(row: StateRow): BonusState {
  return {
    id: row.id,
    campaign_id: row.campaign_id,
    status: row.status,
    start_amount: row.start_amount,
    wagered: row.wagered,
    wager_requirement: row.wager_requirement,
    left_to_wager: Math.max(0, row.wager_requirement - row.wagered),
    won_amount: row.won_amount,
    accepted_at: iso(row.accepted_at),
    activated_at: isoOrNull(row.activated_at),
    expires_at: iso(row.expires_at),
    finished_at: isoOrNull(row.finished_at),
  };
}

export function bonusCampaignOf(row: CampaignRow, state: StateRow | null = null): BonusCampaign {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    translations: row.translations,
    currency: row.currency,
    bonus_percentage: row.bonus_percentage,
    max_bonus: row.max_bonus,
    min_deposit: row.min_deposit,
    amount: row.amount,
    wager_multiple: row.wager_multiple,
    expiry_days: row.expiry_days,
    starts_at: iso(row.starts_at),
    ends_at: isoOrNull(row.ends_at),
    bonus_state: state ? bonusStateOf(state) : null,
  };
}

/** Whether a campaign may be accepted at `now`: switched on and inside its window. */
export function isOpen(campaign: CampaignRow, now: Date): boolean {
  return (
    campaign.active &&
    campaign.starts_at.getTime() <= now.getTime() &&
    (campaign.ends_at === null || campaign.ends_at.getTime() > now.getTime())
  );
}

export async function siteCampaigns(q: Queryable, siteId: number): Promise<CampaignRow[]> {
  const { rows } = await q.query<CampaignRow>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM ${CAMPAIGN_FROM} WHERE c.site_id = $1 ORDER BY c.id`,
    [siteId],
  );
  return rows.map(campaignRow);
}

export async function unitStates(q: Queryable, unitId: number): Promise<StateRow[]> {
  const { rows } = await q.query<StateRow>(`SELECT ${STATE_COLUMNS} FROM bonus_states WHERE unit_id = $1`, [unitId]);
  return rows.map(stateRow);
}

/** The campaigns a unit may accept now: open ones it has not taken part in (the Promo badge counts them). */
export function currentCampaigns(campaigns: readonly CampaignRow[], states: readonly StateRow[], now: Date) {
  const taken = new Set(states.map((state) => state.campaign_id));
  return campaigns.filter((campaign) => isOpen(campaign, now) && !taken.has(campaign.id));
}

/** available_bonus_campaigns_count of the promotions join and its change push. */
export async function availableCount(q: Queryable, unit: { unitId: number; siteId: number }, now: Date) {
  const [campaigns, states] = await Promise.all([siteCampaigns(q, unit.siteId), unitStates(q, unit.unitId)]);
  return currentCampaigns(campaigns, states, now).length;
}

/** has_just_started_campaign_bonus: a bonus the unit activated this recently (the site's 'just started' toast). */
export const JUST_STARTED_MS = 60_000;

export async function promotionsJoinFields(q: Queryable, unit: { unitId: number; siteId: number }, now: Date) {
  const [campaigns, states] = await Promise.all([siteCampaigns(q, unit.siteId), unitStates(q, unit.unitId)]);
  const justStarted = states.some(
    (state) =>
      state.status === 'active' &&
      state.activated_at !== null &&
      now.getTime() - state.activated_at.getTime() < JUST_STARTED_MS,
  );
  const open = states.find((state) => state.status === 'awaiting_deposit' || state.status === 'active');
  return {
    available_bonus_campaigns_count: currentCampaigns(campaigns, states, now).length,
    has_just_started_campaign_bonus: justStarted,
    campaign_bonus_state: open ? bonusStateOf(open) : null,
  };
}
