/**
 * TypeBox schemas of the back office's promotions, games and sites (contract/backoffice-promotions.ts). Bodies bound
 * each number to what a column holds; the rules beyond that (a cron that parses, a duration of at least a minute, a
 * deposit bonus's terms) are the services' and name the field in their 422.
 */

import { Type, type TSchema } from 'typebox';
import { BONUS_CAMPAIGN_TYPES } from '../../../../../contract/campaigns';
import { INTEGER_MAX, SiteId } from '../../../db/column-schemas';
import { CampaignTranslationsSchema } from '../../campaigns/schemas';

const strict = { additionalProperties: false } as const;
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Minor = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'minor units' });
const Whole = Type.Integer({ minimum: 0, maximum: INTEGER_MAX });

export const SiteParams = Type.Object({ site: SiteId });
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });

export const Site = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  country: Type.String(),
  currency: Type.String(),
  time_zone: Type.String(),
});

const Terms = Type.Object({ min_deposit: Minor, bonus_percentage: Whole, max_bonus: Minor }, strict);

export const HappyHour = Type.Object({
  id: Type.Integer(),
  site_id: Type.Integer(),
  name: Type.String(),
  schedule: Type.String(),
  duration: Type.Integer(),
  config: Type.Object({ min_deposit: Type.Integer(), bonus_percentage: Type.Integer(), max_bonus: Type.Integer() }),
  active: Type.Boolean(),
  time_zone: Type.String(),
  next_runs: Type.Array(Type.String()),
});

const happyHourFields = {
  name: Type.String({ minLength: 1, maxLength: 40 }),
  schedule: Type.String({ minLength: 1, maxLength: 200 }),
  duration: Whole,
  config: Terms,
  active: Type.Optional(Type.Boolean()),
};

export const HappyHourCreateBody = Type.Object({ site_id: SiteId, ...happyHourFields }, strict);
/** The site stays: a `site_id` sent with the record (react-admin sends it whole) is dropped like `next_runs`. */
export const HappyHourUpdateBody = Type.Partial(
  Type.Object({ ...happyHourFields, config: Type.Partial(Terms) }, strict),
);

export const BonusCampaign = Type.Object({
  id: Type.Integer(),
  site_id: Type.Integer(),
  type: Type.String(),
  title: Type.String(),
  description: Type.String(),
  translations: CampaignTranslationsSchema,
  currency: Type.String(),
  bonus_percentage: Nullable(Type.Integer()),
  max_bonus: Nullable(Type.Integer()),
  min_deposit: Nullable(Type.Integer()),
  amount: Nullable(Type.Integer()),
  wager_multiple: Type.Integer(),
  expiry_days: Type.Integer(),
  starts_at: Type.String(),
  ends_at: Nullable(Type.String()),
  active: Type.Boolean(),
});

const Positive = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'minor units' });
const Instant = Type.String({ format: 'date-time', maxLength: 40 });

const campaignFields = {
  type: Type.Enum([...BONUS_CAMPAIGN_TYPES]),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 4000 })),
  translations: Type.Optional(CampaignTranslationsSchema),
  bonus_percentage: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000 }))),
  max_bonus: Type.Optional(Nullable(Positive)),
  min_deposit: Type.Optional(Nullable(Positive)),
  amount: Type.Optional(Nullable(Positive)),
  wager_multiple: Type.Integer({ minimum: 0, maximum: 1000 }),
  expiry_days: Type.Integer({ minimum: 1, maximum: 365 }),
  starts_at: Instant,
  ends_at: Type.Optional(Nullable(Instant)),
  active: Type.Optional(Type.Boolean()),
};

export const BonusCampaignCreateBody = Type.Object({ site_id: SiteId, ...campaignFields }, strict);
export const BonusCampaignUpdateBody = Type.Partial(Type.Object(campaignFields, strict));

export const Jackpot = Type.Object({
  id: Type.Integer(),
  site_id: Type.Integer(),
  slug: Type.String(),
  currency: Type.String(),
  seed_amount: Type.Integer(),
  contribution_bp: Type.Integer(),
  win_chance_ppm: Type.Integer(),
  active: Type.Boolean(),
  cycle: Type.Integer(),
  pot: Type.Integer(),
});

const jackpotTerms = {
  seed_amount: Positive,
  contribution_bp: Type.Integer({ minimum: 1, maximum: 1000, description: 'hundredths of a percent of each bet' }),
  win_chance_ppm: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'millionths' }),
  active: Type.Optional(Type.Boolean()),
};

export const JackpotCreateBody = Type.Object(
  { site_id: SiteId, slug: Type.String({ pattern: '^[a-z][a-z0-9-]{0,31}$', maxLength: 32 }), ...jackpotTerms },
  strict,
);
export const JackpotUpdateBody = Type.Partial(Type.Object(jackpotTerms, strict));

export const Game = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  provider: Type.String(),
  categories: Type.Array(Type.String()),
  site_id: Type.Integer(),
  enabled: Type.Boolean(),
});

export const GameQuery = Type.Object({ site_id: Type.Optional(SiteId) });
export const GameToggleBody = Type.Object({ site_id: SiteId, enabled: Type.Boolean() }, strict);
