/** TypeBox schemas of the units calls and of the entities other modules answer with (FinAccount, Unit). */

import { Type } from 'typebox';

/** Every non-2xx answer (contract/errors.ts ErrorBody). */
export const ErrorAnswer = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String() }),
});

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
  // The site's unit_config, answered whole (SPEC §3 lists its fields; contract/entities.ts UnitConfig).
  config: Type.Object({ funds_mode: Type.String() }, { additionalProperties: true }),
});

export const UserUnitsAnswer = Type.Object({ unit_token: Type.String() });

export const CreateAnonymousUnitBody = Type.Object({
  site_id: Type.Integer({ minimum: 1 }),
  fp_request_id: Type.Optional(Type.String({ maxLength: 200 })),
});

export const CreateAnonymousUnitAnswer = Type.Object({ token: Type.String() });
