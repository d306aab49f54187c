/** TypeBox schemas of the bonus campaign calls (contract/campaigns.ts: the literals are its type and status lists). */

import { Type } from 'typebox';
import { CAMPAIGN_LANGUAGES } from '../../../../contract/campaigns';
import { SiteId } from '../../db/column-schemas';

const UnitToken = Type.String({ minLength: 1, maxLength: 512 });
const Money = Type.Integer({ description: 'minor units' });
const MoneyOrNull = Type.Union([Money, Type.Null()]);
const Time = Type.String({ description: 'ISO 8601' });
const TimeOrNull = Type.Union([Time, Type.Null()]);

export const TokenQuery = Type.Object({ token: UnitToken });
export const SiteQuery = Type.Object({ site_id: SiteId });
export const OptionalTokenQuery = Type.Object({ token: Type.Optional(UnitToken) });
export const TokenBody = Type.Object({ token: UnitToken });
// bigserial ids, bounded to what JavaScript holds exactly.
export const CampaignParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

const CampaignTextsSchema = Type.Object(
  {
    // null: a field the back office's form emptied (shown in English, as a missing one).
    title: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
  },
  { additionalProperties: false },
);
/** contract/campaigns.ts CampaignTranslations: each of CAMPAIGN_LANGUAGES' name and terms. */
export const CampaignTranslationsSchema = Type.Object(
  Object.fromEntries(CAMPAIGN_LANGUAGES.map((language) => [language, Type.Optional(CampaignTextsSchema)])),
  { additionalProperties: false },
);

export const BonusStateSchema = Type.Object({
  id: Type.Integer(),
  campaign_id: Type.Integer(),
  status: Type.Union([
    Type.Literal('awaiting_deposit'),
    Type.Literal('active'),
    Type.Literal('completed'),
    Type.Literal('expired'),
  ]),
  start_amount: Money,
  wagered: Money,
  wager_requirement: Money,
  left_to_wager: Money,
  won_amount: MoneyOrNull,
  accepted_at: Time,
  activated_at: TimeOrNull,
  expires_at: Time,
  finished_at: TimeOrNull,
});

export const BonusCampaignSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Union([Type.Literal('deposit_bonus'), Type.Literal('free_money')]),
  title: Type.String(),
  description: Type.String(),
  translations: CampaignTranslationsSchema,
  currency: Type.String(),
  bonus_percentage: Type.Union([Type.Integer(), Type.Null()]),
  max_bonus: MoneyOrNull,
  min_deposit: MoneyOrNull,
  amount: MoneyOrNull,
  wager_multiple: Type.Integer(),
  expiry_days: Type.Integer(),
  starts_at: Time,
  ends_at: TimeOrNull,
  bonus_state: Type.Union([BonusStateSchema, Type.Null()]),
});

export const BonusCampaignsAnswer = Type.Object({ bonus_campaigns: Type.Array(BonusCampaignSchema) });
export const BonusCampaignAnswer = Type.Object({ bonus_campaign: BonusCampaignSchema });
export const AcceptAnswer = Type.Object({ bonus_campaign: BonusCampaignSchema, bonus_state: BonusStateSchema });
