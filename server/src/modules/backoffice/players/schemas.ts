/** TypeBox schemas of the player pages and adjustments; shapes match contract/backoffice.ts. */

import { Type, type TSchema } from 'typebox';
import { ADJUSTMENT_STATUSES, PLAYER_BLOCKS } from '../../../../../contract/backoffice';
import { RgOperatorExclusionPeriods } from '../../../../../contract/rg';
import { RgStateSchema } from '../../rg/schemas';
import { Reason } from '../schemas';

const strict = { additionalProperties: false } as const;
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const PlayerRow = Type.Object({
  id: Type.Integer(),
  site_id: Type.Integer(),
  phone: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  verification_level: Type.String(),
  created_at: Type.String(),
  last_login_at: Nullable(Type.String()),
});

const Block = Type.Enum([...PLAYER_BLOCKS]);

export const PlayerDetail = Type.Object({
  ...PlayerRow.properties,
  units: Type.Array(
    Type.Object({
      id: Type.Integer(),
      fin_account: Type.Object({
        balance: Type.Integer(),
        deposit_balance: Type.Integer(),
        bonus_balance: Type.Integer(),
      }),
    }),
  ),
  blocks: Type.Array(Block),
});

export const BlockBody = Type.Object({ block: Block, on: Type.Boolean(), reason: Reason }, strict);

export const PlayerRgAnswer = Type.Object({
  rg: RgStateSchema,
  restrictions: Type.Array(
    Type.Object({
      kind: Type.String(),
      period: Type.String(),
      starts_at: Type.String(),
      until: Type.String(),
      staff_id: Nullable(Type.Integer()),
      reason: Nullable(Type.String()),
    }),
  ),
});

export const OperatorExclusionBody = Type.Object(
  { period: Type.Enum([...RgOperatorExclusionPeriods]), reason: Reason },
  strict,
);

export const PlayerTransaction = Type.Object({
  id: Type.Integer(),
  unit_id: Type.Integer(),
  kind: Type.String(),
  type: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  status: Type.String(),
  description: Type.String(),
  created_at: Type.String(),
});

export const PlayerRound = Type.Object({
  id: Type.Integer(),
  unit_id: Type.Integer(),
  game_slug: Type.String(),
  round_id: Type.String(),
  bet: Type.Integer(),
  win: Type.Integer(),
  created_at: Type.String(),
});

export const PlayerBonus = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('campaign'), Type.Literal('happy_hour')]),
  unit_id: Type.Integer(),
  status: Type.String(),
  amount: Type.Integer(),
  created_at: Type.String(),
});

export const PlayerNote = Type.Object({
  id: Type.Integer(),
  player_id: Type.Integer(),
  staff_id: Type.Integer(),
  text: Type.String(),
  created_at: Type.String(),
});

export const NoteBody = Type.Object({ text: Type.String({ minLength: 1, maxLength: 4000 }) }, strict);

export const AdjustmentBody = Type.Object(
  {
    // Not 0: the service refuses it, naming the field.
    amount: Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }),
    reason: Reason,
  },
  strict,
);

export const Adjustment = Type.Object({
  id: Type.Integer(),
  player_id: Type.Integer(),
  site_id: Type.Integer(),
  unit_id: Type.Integer(),
  amount: Type.Integer(),
  reason: Type.String(),
  status: Type.Enum([...ADJUSTMENT_STATUSES]),
  created_by: Type.Integer(),
  decided_by: Nullable(Type.Integer()),
  created_at: Type.String(),
  decided_at: Nullable(Type.String()),
});

export const AdjustmentAnswer = Type.Object({ adjustment: Adjustment });
/** Approve or reject: the decider's own note for the audit trail, optional. */
export const DecisionBody = Type.Object({ reason: Type.Optional(Reason) }, strict);
