/** TypeBox schemas of the verification desk; shapes match contract/backoffice-verifications.ts. */

import { Type, type TSchema } from 'typebox';
import { VERIFICATION_STATUSES } from '../../../../../contract/backoffice-verifications';
import { KYC_DOCUMENT_TYPES } from '../../../../../contract/verification';
import { PlayerRow } from '../players/schemas';
import { Reason } from '../schemas';

const strict = { additionalProperties: false } as const;
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Any short id: one that is not a verification's UUID names none, and is 404 like any unknown one. */
export const VerificationParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 36 }) });

export const VerificationQueueRow = Type.Object({
  id: Type.String(),
  player_id: Type.Integer(),
  site_id: Type.Integer(),
  status: Type.Enum([...VERIFICATION_STATUSES]),
  level: Type.Union([Type.Literal(2), Type.Literal(3)]),
  player_name: Type.String(),
  player_phone: Type.String(),
  created_at: Type.String(),
  submitted_at: Nullable(Type.String()),
  decided_at: Nullable(Type.String()),
});

export const VerificationDetail = Type.Object({
  ...VerificationQueueRow.properties,
  details: Nullable(
    Type.Object({
      id_number: Type.String(),
      first_name: Type.String(),
      last_name: Type.String(),
      date_of_birth: Type.String(),
    }),
  ),
  document: Nullable(Type.Object({ content_type: Type.Enum([...KYC_DOCUMENT_TYPES]), size: Type.Integer() })),
  decided_by: Nullable(Type.Integer()),
  reason: Nullable(Type.String()),
  player: PlayerRow,
});

export const ApproveBody = Type.Object({ reason: Type.Optional(Reason) }, strict);
export const RejectBody = Type.Object({ reason: Reason }, strict);
