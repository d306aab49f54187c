/** TypeBox schemas of the statement call (GET transactions/unit). Types, dates and cursor are read in filters.ts. */

import { Type } from 'typebox';
import {
  STATEMENT_PAGE_SIZE_DEFAULT,
  STATEMENT_PAGE_SIZE_MAX,
  TRANSACTION_TYPES,
} from '../../../../contract/statement';

const Types = Type.Array(Type.String({ maxLength: 32 }), { maxItems: TRANSACTION_TYPES.length * 2 });

export const StatementQuery = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 512 }),
  page_size: Type.Integer({ minimum: 1, maximum: STATEMENT_PAGE_SIZE_MAX, default: STATEMENT_PAGE_SIZE_DEFAULT }),
  // `types[]=deposit&types[]=fee` as SPEC writes it; `types=deposit` is taken too.
  'types[]': Type.Optional(Types),
  types: Type.Optional(Types),
  from: Type.Optional(Type.String({ maxLength: 40 })),
  to: Type.Optional(Type.String({ maxLength: 40 })),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
});

export const StatementAnswer = Type.Object({
  transactions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      type: Type.String(),
      amount: Type.Integer({ description: 'minor units, signed: money out of the player is negative' }),
      currency: Type.String(),
      status: Type.String(),
      created_at: Type.String(),
      description: Type.String(),
    }),
  ),
  cursor: Type.Union([Type.String(), Type.Null()]),
});
