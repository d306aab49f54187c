/** TypeBox schemas shared by the back-office routes; shapes match contract/backoffice.ts. */

import { Type } from 'typebox';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, STAFF_ROLES, TOTP_DIGITS } from '../../../../contract/backoffice';
import { INTEGER_MAX } from '../../db/column-schemas';
import { ErrorAnswer } from '../../http/error-schema';

export const errorAnswers = { '4xx': ErrorAnswer, '5xx': ErrorAnswer } as const;

const strict = { additionalProperties: false } as const;

export const Email = Type.String({ minLength: 3, maxLength: 254 });
const Password = Type.String({ minLength: 1, maxLength: STAFF_PASSWORD_MAX });
const Totp = Type.String({ minLength: 1, maxLength: 12 });
export const Role = Type.Enum([...STAFF_ROLES]);
export const SiteIds = Type.Array(Type.Integer({ minimum: 1, maximum: INTEGER_MAX }), { minItems: 1, maxItems: 100 });

/** A bigserial id in a path. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

export const Reason = Type.String({ minLength: 1, maxLength: 1000 });

export const Staff = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: Role,
  site_ids: Type.Array(Type.Integer()),
});

export const SessionBody = Type.Object({ email: Email, password: Password, totp: Totp }, strict);
export const SessionAnswer = Type.Object({ staff: Staff, token: Type.String() });
export const MeAnswer = Type.Object({ staff: Staff });

export const EnrolmentBody = Type.Object({ email: Email, password: Password }, strict);
export const EnrolmentAnswer = Type.Object({ otpauth_uri: Type.String(), qr_data_url: Type.String() });
export const EnrolmentConfirmBody = Type.Object(
  {
    email: Email,
    password: Password,
    totp: Type.String({ pattern: `^[0-9]{${TOTP_DIGITS}}$`, maxLength: TOTP_DIGITS }),
    new_password: Type.String({ minLength: STAFF_PASSWORD_MIN, maxLength: STAFF_PASSWORD_MAX }),
  },
  strict,
);

export const Success = Type.Object({ success: Type.Literal(true) });

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  staff_id: Type.Union([Type.Integer(), Type.Null()]),
  action: Type.String(),
  target: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
});

export const SandboxStaffBody = Type.Object({ email: Email, role: Role, site_ids: SiteIds }, strict);
export const SandboxStaffAnswer = Type.Object({ password: Type.String(), totp_secret: Type.String() });
