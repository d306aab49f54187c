/** TypeBox schemas of the RG calls (contract/rg.ts). */

import { Type } from 'typebox';
import { RG_MAX_MINUTES, RG_MIN_MINUTES } from '../../../../contract/rg';

const LimitKind = Type.Union([Type.Literal('deposit'), Type.Literal('loss'), Type.Literal('wager')]);
const Period = Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]);
const TimeOutPeriod = Type.Union([Type.Literal('24h'), Type.Literal('7d'), Type.Literal('30d'), Type.Literal('42d')]);
const SelfExclusionPeriod = Type.Union([
  Type.Literal('6m'),
  Type.Literal('1y'),
  Type.Literal('2y'),
  Type.Literal('5y'),
]);
const RestrictionKind = Type.Union([
  Type.Literal('time_out'),
  Type.Literal('self_exclusion'),
  Type.Literal('operator_exclusion'),
]);
const Amount = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'minor units' });
const Minutes = Type.Integer({ minimum: RG_MIN_MINUTES, maximum: RG_MAX_MINUTES });
const Instant = Type.String();

export const SetLimitBody = Type.Object({
  kind: LimitKind,
  period: Period,
  amount: Type.Union([Amount, Type.Null()]),
});

export const ConfirmLimitBody = Type.Object({ kind: LimitKind, period: Period });

export const SessionBody = Type.Object(
  {
    session_limit_minutes: Type.Optional(Type.Union([Minutes, Type.Null()])),
    reality_check_minutes: Type.Optional(Minutes),
  },
  { minProperties: 1 },
);

export const TimeOutBody = Type.Object({ period: TimeOutPeriod });

export const SelfExclusionBody = Type.Object({ period: SelfExclusionPeriod, confirm: Type.Literal(true) });

export const ActivityQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 40 })),
  to: Type.Optional(Type.String({ maxLength: 40 })),
});

const Limit = Type.Object({
  kind: LimitKind,
  period: Period,
  amount: Type.Integer(),
  used: Type.Integer(),
  remaining: Type.Integer(),
  pending: Type.Union([
    Type.Object({ amount: Type.Union([Type.Integer(), Type.Null()]), effective_at: Instant }),
    Type.Null(),
  ]),
});

/** The player's state (contract/rg.ts RgState). */
export const RgStateSchema = Type.Object({
  limits: Type.Array(Limit),
  session_limit_minutes: Type.Union([Type.Integer(), Type.Null()]),
  reality_check_minutes: Type.Integer(),
  session_pending: Type.Union([
    Type.Object({
      session_limit_minutes: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
      reality_check_minutes: Type.Optional(Type.Integer()),
      effective_at: Instant,
    }),
    Type.Null(),
  ]),
  restriction: Type.Union([Type.Object({ kind: RestrictionKind, until: Instant }), Type.Null()]),
  real_money: Type.Boolean(),
  session: Type.Union([
    Type.Object({
      started_at: Instant,
      elapsed_ms: Type.Integer(),
      wagered: Type.Integer(),
      won: Type.Integer(),
      net_position: Type.Integer(),
    }),
    Type.Null(),
  ]),
});

export const RgAnswer = Type.Object({ rg: RgStateSchema });

export const ActivityAnswer = Type.Object({
  deposits: Type.Integer(),
  withdrawals: Type.Integer(),
  wagered: Type.Integer(),
  won: Type.Integer(),
  net_position: Type.Integer(),
});
