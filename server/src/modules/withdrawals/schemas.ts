/** TypeBox schemas of the withdrawal calls (contract/withdrawals.ts) and the sandbox bank's settle call. */

import { Type } from 'typebox';
import { FinAccountSchema } from '../units/schemas';

const UnitToken = Type.String({ minLength: 1, maxLength: 512 });
const Amount = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'minor units' });
const FpRequestId = Type.Optional(Type.String({ maxLength: 200 }));
// Loose bounds here; details.ts applies SPEC §5's rules after cleaning and names the field.
const Name = Type.String({ maxLength: 100 });

export const ImWithdrawalBody = Type.Object({
  token: UnitToken,
  amount: Amount,
  first_name: Name,
  last_name: Name,
  fp_request_id: FpRequestId,
});

export const EftWithdrawalBody = Type.Object({
  token: UnitToken,
  amount: Amount,
  first_name: Name,
  last_name: Name,
  bank_name: Type.String({ maxLength: 200 }),
  bank_account_number: Type.String({ maxLength: 64 }),
  bank_account_holder_name: Name,
  bank_branch_code: Type.Optional(Type.String({ maxLength: 16 })),
  fp_request_id: FpRequestId,
});

export const UpiWithdrawalBody = Type.Object({
  token: UnitToken,
  amount: Amount,
  upi_account_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  fp_request_id: FpRequestId,
});

export const PreCheckAnswer = Type.Object({ amount: Type.Integer(), fee: Type.Integer() });

export const WithdrawalSchema = Type.Object({
  id: Type.Integer(),
  method: Type.String(),
  amount: Type.Integer(),
  fee: Type.Integer(),
  status: Type.String(),
  reference: Type.String(),
  created_at: Type.String(),
});

export const CreateAnswer = Type.Object({
  withdrawal: WithdrawalSchema,
  unit: Type.Object({ fin_account: FinAccountSchema }),
});

export const SettleParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
export const SettleBody = Type.Object({ outcome: Type.Union([Type.Literal('paid'), Type.Literal('failed')]) });
export const SettleAnswer = Type.Object({ withdrawal: WithdrawalSchema });
