/** TypeBox schemas of the withdrawal queue; shapes match contract/backoffice-withdrawals.ts. */

import { Type, type TSchema } from 'typebox';
import { BANK_REFERENCE_MAX } from '../../../../../contract/backoffice-withdrawals';
import { WITHDRAWAL_METHODS } from '../../../../../contract/withdrawals';
import { INTEGER_MAX } from '../../../db/column-schemas';
import { Reason } from '../schemas';

const strict = { additionalProperties: false } as const;
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Method = Type.Enum([...WITHDRAWAL_METHODS]);
const Status = Type.Enum(['pending', 'paid', 'failed']);

const Details = Type.Object({
  first_name: Type.Optional(Type.String()),
  last_name: Type.Optional(Type.String()),
  bank_name: Type.Optional(Type.String()),
  bank_account_number: Type.Optional(Type.String()),
  bank_account_holder_name: Type.Optional(Type.String()),
  bank_branch_code: Type.Optional(Type.String()),
  upi_account_id: Type.Optional(Type.Integer()),
  ifsc: Type.Optional(Type.String()),
  account_number: Type.Optional(Type.String()),
});

export const BackofficeWithdrawal = Type.Object({
  id: Type.Integer(),
  site_id: Type.Integer(),
  player_id: Type.Integer(),
  player_first_name: Type.String(),
  player_last_name: Type.String(),
  player_phone: Type.String(),
  method: Method,
  amount: Type.Integer(),
  fee: Type.Integer(),
  currency: Type.String(),
  status: Status,
  reference: Type.String(),
  details: Details,
  payout_provider: Nullable(Type.String()),
  bank_reference: Nullable(Type.String()),
  settled_by: Nullable(Type.Integer()),
  created_at: Type.String(),
  settled_at: Nullable(Type.String()),
});

export const WithdrawalAnswer = Type.Object({ withdrawal: BackofficeWithdrawal });

/** Printable text: the bank's reference goes into the player's SMS and the audit trail. */
export const ApproveBody = Type.Object(
  { reference: Type.String({ minLength: 1, maxLength: BANK_REFERENCE_MAX, pattern: '^[^\\u0000-\\u001f\\u007f]+$' }) },
  strict,
);

export const RejectBody = Type.Object({ reason: Reason }, strict);

export const ExportQuery = Type.Object(
  {
    method: Type.Optional(Method),
    status: Type.Optional(Status),
    site_id: Type.Optional(Type.Integer({ minimum: 1, maximum: INTEGER_MAX })),
  },
  strict,
);
