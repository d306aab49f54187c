/** TypeBox schemas of the verification calls and the sandbox KYC provider (contract/verification.ts). */

import { Type } from 'typebox';

/** Verification ids are UUIDs (lower-case, as we answer them); anything else is refused before any lookup. */
export const VerificationParams = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', maxLength: 36 }),
});

export const StartVerificationBody = Type.Object({
  // Long enough for a real return address; the origin rule is checked in payments/return-urls.ts.
  redirect_url: Type.String({ minLength: 1, maxLength: 2048 }),
  required_verification_level: Type.Union([Type.Literal(2), Type.Literal(3)]),
});

export const StartVerificationAnswer = Type.Object({ form_url: Type.String() });

export const Verification = Type.Object({
  id: Type.String(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('submitted'),
    Type.Literal('approved'),
    Type.Literal('rejected'),
    Type.Literal('expired'),
  ]),
  level: Type.Union([Type.Literal(2), Type.Literal(3)]),
  created_at: Type.String(),
  form_url: Type.Union([Type.String(), Type.Null()]),
  rejection_reason: Type.Optional(Type.String()),
});

export const LastVerificationAnswer = Type.Object({ verification: Verification });

export const SandboxKycBody = Type.Object({
  outcome: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
});

export const SandboxKycAnswer = Type.Object({ verification: Verification, redirect_url: Type.String() });

export const SandboxKycDetailsAnswer = Type.Object({ ok: Type.Literal(true) });
