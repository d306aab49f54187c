/** TypeBox schemas of the redirect payment, UPI deposit and provider callback calls. */

import { Type } from 'typebox';

const UnitToken = Type.String({ minLength: 1, maxLength: 512 });
const Amount = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'minor units' });
// Long enough for a real return address with its query; the origin rule is checked in return-urls.ts.
const ReturnUrl = Type.String({ minLength: 1, maxLength: 2048 });
const FpRequestId = Type.Optional(Type.String({ maxLength: 200 }));
/** Payment ids are 32 hex characters; a longer one is refused before any lookup. */
export const PaymentId = Type.String({ minLength: 1, maxLength: 64 });

const ReturnUrls = {
  cancel_url: ReturnUrl,
  success_url: ReturnUrl,
  error_url: ReturnUrl,
};

export const StartDirectDepositBody = Type.Object({
  token: UnitToken,
  payment_type: Type.Union([Type.Literal('instant_eft'), Type.Literal('card')]),
  amount: Type.Optional(Amount),
  fp_request_id: FpRequestId,
  ...ReturnUrls,
});

export const StartPhoneRedemptionBody = Type.Object({
  token: UnitToken,
  phone: Type.String({ minLength: 1, maxLength: 32 }),
  fp_request_id: FpRequestId,
  ...ReturnUrls,
});

export const RedirectAnswer = Type.Object({ redirect_url: Type.String() });

export const CreateUpiDepositBody = Type.Object({
  token: UnitToken,
  amount: Amount,
  method: Type.Union([Type.Literal('qr'), Type.Literal('intent')]),
  fp_request_id: FpRequestId,
});

export const UpiDepositParams = Type.Object({ id: PaymentId });
export const UpiDepositQuery = Type.Object({ token: UnitToken });

export const UpiDepositAnswer = Type.Object({
  deposit: Type.Object({
    id: Type.String(),
    method: Type.String(),
    amount: Type.Integer(),
    status: Type.String(),
    upi_uri: Type.String(),
    redirect_url: Type.String(),
    created_at: Type.String(),
  }),
});

export const PaymentCallbackBody = Type.Object({
  payment_id: PaymentId,
  status: Type.Union([Type.Literal('paid'), Type.Literal('canceled'), Type.Literal('failed')]),
  amount: Type.Optional(Amount),
});

export const PaymentCallbackAnswer = Type.Object({ ok: Type.Literal(true) });

export const SandboxPaymentParams = Type.Object({ payment_id: PaymentId });

export const SandboxPaymentBody = Type.Object({
  outcome: Type.Union([Type.Literal('paid'), Type.Literal('canceled'), Type.Literal('failed')]),
  amount: Type.Optional(Amount),
});

export const SandboxPaymentAnswer = Type.Object({
  status: Type.Union([Type.Literal('complete'), Type.Literal('canceled'), Type.Literal('failed')]),
  redirect_url: Type.Union([Type.String(), Type.Null()]),
});
