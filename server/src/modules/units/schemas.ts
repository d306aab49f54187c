/** TypeBox schemas of the units calls and of the entities other modules answer with (FinAccount, Unit). */

import { Type, type TSchema } from 'typebox';
import { SiteId } from '../../db/column-schemas';
import { UnitConfigSchema } from './config';

const Money = Type.Integer({ description: 'minor units' });

export const FinAccountSchema = Type.Object({
  balance: Money,
  deposit_balance: Money,
  bonus_balance: Money,
});

export const UnitSchema = Type.Object({
  id: Type.Integer(),
  site: Type.Object({ id: Type.Integer(), active: Type.Boolean(), currency_code: Type.String() }),
  fin_account: FinAccountSchema,
  active_campaign_bonus_balance: Money,
  // The site's unit config, answered whole (SPEC §3; contract/entities.ts UnitConfig).
  config: UnitConfigSchema,
  // Ours (contract/play-money.ts): the play balance on a site without real money, else null.
  play_balance: Type.Optional(Type.Union([Money, Type.Null()])),
});

export const UserUnitsAnswer = Type.Object({ unit_token: Type.String() });

export const CreateAnonymousUnitBody = Type.Object({
  site_id: SiteId,
  fp_request_id: Type.Optional(Type.String({ maxLength: 200 })),
});

export const CreateAnonymousUnitAnswer = Type.Object({ token: Type.String() });

const UnitToken = Type.String({ minLength: 1, maxLength: 512 });
const FpRequestId = Type.String({ maxLength: 200 });

/** A game's slug as calls name it (contract/games.ts); bounded before any lookup. */
export const GameSlug = Type.String({ minLength: 1, maxLength: 100 });

export const PlayerTokenBody = Type.Object({ token: UnitToken, game_slug: Type.Optional(GameSlug) });
export const PlayerTokenAnswer = Type.Object({ player_token: Type.String() });

/** Any JSON value nesting at most `depth` objects or arrays, every part of it bounded. */
function boundedJson(depth: number): TSchema {
  const scalars = [Type.String({ maxLength: 256 }), Type.Number(), Type.Boolean(), Type.Null()];
  if (depth === 0) return Type.Union(scalars);
  const inner = boundedJson(depth - 1);
  return Type.Union([
    ...scalars,
    Type.Array(inner, { maxItems: 32 }),
    Type.Record(Type.String(), inner, { maxProperties: 32, propertyNames: { maxLength: 64 } }),
  ]);
}

/** Whatever the fingerprinting library reports, kept as given, within bounds: it is stored with every call. */
const FingerprintData = Type.Record(Type.String(), boundedJson(3), {
  maxProperties: 32,
  propertyNames: { maxLength: 64 },
});

/** The one body that carries free-form data: its own, small limit (the app's is larger). */
export const CREATE_USER_UNIT_BODY_LIMIT = 8 * 1024;

export const CreateUserUnitBody = Type.Object({
  fingerprint: Type.Optional(FingerprintData),
  fp_request_id: Type.Optional(FpRequestId),
});

export const LinkUnitBody = Type.Object({ unit_token: UnitToken, fp_request_id: Type.Optional(FpRequestId) });

/** contract/play-money.ts */
export const PlayBalanceRefillBody = Type.Object({ token: UnitToken });
export const PlayBalanceRefillAnswer = Type.Object({ play_balance: Money });
