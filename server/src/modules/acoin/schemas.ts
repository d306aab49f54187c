/** TypeBox schemas of the voucher (acoin) calls. Every call names the unit by its token, as body field `token`. */

import { Type } from 'typebox';
import { INTEGER_MAX } from '../../db/column-schemas';
import { FinAccountSchema } from '../units/schemas';

const UnitToken = Type.String({ minLength: 1, maxLength: 512 });
const BatchToken = Type.String({ minLength: 1, maxLength: 256 });

export const StartLoadingBody = Type.Object({
  token: UnitToken,
  // Spaces and dashes as printed on the voucher are fine; only the digits count.
  code: Type.String({ minLength: 1, maxLength: 64 }),
});

export const StartLoadingAnswer = Type.Object({
  acoin_batch_token: Type.String(),
  acoin_batch: Type.Object({ total_amount: Type.Integer() }),
});

export const CancelLoadingBody = Type.Object({ token: UnitToken, acoin_tx_token: BatchToken });

export const SuccessAnswer = Type.Object({ success: Type.Literal(true) });

export const CompleteLoadingBody = Type.Object({
  token: UnitToken,
  acoin_tx_token: BatchToken,
  amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'minor units' }),
  fp_request_id: Type.Optional(Type.String({ maxLength: 200 })),
});

export const CompleteLoadingAnswer = Type.Object({ unit: Type.Object({ fin_account: FinAccountSchema }) });

export const MintVoucherBody = Type.Object({
  amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: 'minor units' }),
  site_id: Type.Integer({ minimum: 1, maximum: INTEGER_MAX, default: 1 }),
});

export const MintVoucherAnswer = Type.Object({ code: Type.String() });
