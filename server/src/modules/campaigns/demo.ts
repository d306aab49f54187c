/** The operator's campaigns of a site, as the demo seeds them (the same minor-unit figures in rand and rupees). */

import type { BonusCampaignType, CampaignTranslations } from '../../../../contract/campaigns';
import type { Queryable } from '../../db/database';

export interface CampaignConfig {
  type: BonusCampaignType;
  title: string;
  description: string;
  translations?: CampaignTranslations;
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
    translations: {
      zu: {
        title: 'Phinda kabili idiphozi yakho',
        description: 'Sifanisa idiphozi yakho elandelayo, ukuze ube nemali ephindwe kabili yokudlala.',
      },
      hi: {
        title: 'अपनी जमा राशि दोगुनी करें',
        description: 'हम आपकी अगली जमा राशि के बराबर बोनस देते हैं, ताकि खेलने के लिए आपके पास दोगुना हो।',
      },
    },
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
    translations: {
      zu: {
        title: 'Umdlalo wamahhala',
        description: 'Imali evela kithi, akudingeki idiphozi. Yidlale uyiqede bese iba ngeyakho.',
      },
      hi: {
        title: 'मुफ़्त खेल',
        description: 'पैसा हमारी ओर से, कोई जमा ज़रूरी नहीं। इसे दांव पर लगाकर पूरा करें और यह आपका हो जाएगा।',
      },
    },
    amount: 2_500,
    wager_multiple: 4,
    expiry_days: 3,
  },
];

/** Since when the demo campaigns run (open-ended). */
const DEMO_START = '2025-01-01T00:00:00Z';

/**
 * Opens a site's campaigns that are missing (by title); existing ones are left as the operator set them, but for
 * translations where the operator has none (a database from before migration 048).
 */
export async function seedCampaigns(q: Queryable, siteId: number, configs: readonly CampaignConfig[]): Promise<void> {
  for (const c of configs) {
    await q.query(
      `INSERT INTO bonus_campaigns (site_id, type, title, description, bonus_percentage, max_bonus, min_deposit, amount,
         wager_multiple, expiry_days, starts_at, translations)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (site_id, title) DO UPDATE SET translations = EXCLUDED.translations
         WHERE bonus_campaigns.translations = '{}'::jsonb`,
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
        JSON.stringify(c.translations ?? {}),
      ],
    );
  }
}
