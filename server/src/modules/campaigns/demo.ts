/** The operator's campaigns of a site, as the demo seeds them (the same minor-unit figures in rand and rupees). */

import type { BonusCampaignType } from '../../../../contract/campaigns';
import type { Queryable } from '../../db/database';

export interface CampaignConfig {
  type: BonusCampaignType;
  title: string;
  description: string;
  bonus_percentage?: number;
  max_bonus?: number;
  min_deposit?: number;
  amount?: number;
  wager_multiple: number;
  expiry_days: number;
}

export const DEMO_CAMPAIGNS: readonly CampaignConfig[] = [
  {
    type: 'deposit_bonus',
    title: 'Double your deposit',
    description: 'We match your next deposit, so you have twice as much to play with.',
    bonus_percentage: 100,
    max_bonus: 50_000,
    min_deposit: 5_000,
    wager_multiple: 10,
    expiry_days: 7,
  },
  {
    type: 'free_money',
    title: 'Free play',
    description: 'Money on us, no deposit needed. Play it through and it is yours to keep.',
    amount: 2_500,
    wager_multiple: 4,
    expiry_days: 3,
  },
];

/** Since when the demo campaigns run (open-ended). */
const DEMO_START = '2025-01-01T00:00:00Z';

/** Opens a site's campaigns that are missing (by title); existing ones are left as the operator set them. */
export async function seedCampaigns(q: Queryable, siteId: number, configs: readonly CampaignConfig[]): Promise<void> {
  for (const c of configs) {
    await q.query(
      `INSERT INTO bonus_campaigns (site_id, type, title, description, bonus_percentage, max_bonus, min_deposit, amount,
         wager_multiple, expiry_days, starts_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (site_id, title) DO NOTHING`,
      [
        siteId,
        c.type,
        c.title,
        c.description,
        c.bonus_percentage ?? null,
        c.max_bonus ?? null,
        c.min_deposit ?? null,
        c.amount ?? null,
        c.wager_multiple,
        c.expiry_days,
        DEMO_START,
      ],
    );
  }
}
