/** TypeBox schemas of the users calls (SPEC §7 "Account and auth"); shapes match contract/users.ts. */

import { Type } from 'typebox';
import { ErrorAnswer } from '../../http/error-schema';
import { SiteId } from '../../db/column-schemas';
import { NAME_MAX, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../../../../contract/sites';

// Loose on purpose: the service reads the number for the site's country and answers SPEC's message.
const Phone = Type.String({ minLength: 1, maxLength: 32 });
// Names are trimmed before the 2-character minimum is checked (in the service), so allow padding here.
const Name = Type.String({ minLength: 1, maxLength: NAME_MAX + 10 });
const Token = Type.String({ minLength: 1, maxLength: 2048 });
const Otp = Type.String({ pattern: `^[0-9]{${OTP_LENGTH}}$`, maxLength: OTP_LENGTH });

export const Success = Type.Object({ success: Type.Literal(true) });

export const AuthToken = Type.Object({ token: Type.String(), expires: Type.String() });
export const AuthTokens = Type.Object({ access: AuthToken, refresh: AuthToken });

export const User = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  verification_level: Type.Union([Type.Literal('unverified'), Type.Literal('standard'), Type.Literal('enhanced')]),
  player_bank_accounts: Type.Array(
    Type.Object({ id: Type.Integer(), bank_name: Type.String(), number: Type.String(), holder_name: Type.String() }),
  ),
  player_upi_accounts: Type.Array(
    Type.Object({ id: Type.Integer(), label: Type.String(), ifsc: Type.String(), account_number: Type.String() }),
  ),
});

export const UserAnswer = Type.Object({ user: User });
export const SessionAnswer = Type.Object({ user: User, access: AuthToken, refresh: AuthToken });

export const SendOtpBody = Type.Object({ site_id: SiteId, phone: Phone });

export const ConfirmPhoneBody = Type.Object({
  phone: Phone,
  otp: Otp,
  site_id: Type.Optional(SiteId),
});
export const ConfirmPhoneAnswer = Type.Object({ phone_token: Type.String() });

export const CreateUserBody = Type.Object({
  site_id: SiteId,
  phone_token: Token,
  first_name: Name,
  last_name: Name,
  password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
  // The form here; the service checks it is a real date and the player's age.
  birth_date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 }),
});

export const LoginBody = Type.Object({
  login: Phone,
  // Any length: a wrong password is 401, not a validation error; the cap only bounds hashing work.
  password: Type.String({ minLength: 1, maxLength: 256 }),
  provider: Type.Literal('identity'),
  site_id: SiteId,
});

export const RefreshTokenBody = Type.Object({ token: Token });

/** Each field optional: an empty body answers the user, any field given updates it first. */
export const UpdateUserBody = Type.Object({
  first_name: Type.Optional(Name),
  last_name: Type.Optional(Name),
  phone_token: Type.Optional(Token),
});

export const PasswordTokenBody = Type.Object({
  site_id: SiteId,
  phone: Phone,
  otp: Otp,
});
export const PasswordTokenAnswer = Type.Object({ password_token: Type.String() });

export const SetPasswordBody = Type.Object({
  site_id: SiteId,
  login: Phone,
  password_token: Token,
  password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
});

export const ChangePasswordBody = Type.Object({
  // Any length, as at sign-in: a wrong one is its own refusal, not a validation error.
  current_password: Type.String({ minLength: 1, maxLength: 256 }),
  new_password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
});

export const StartPhoneEditBody = Type.Object({ phone: Phone });

// Loose bounds here; player-accounts.ts cleans the values as the site does and then checks SPEC §5's rules.
export const CreateBankAccountBody = Type.Object({
  bank_name: Type.String({ minLength: 1, maxLength: 200 }),
  number: Type.String({ minLength: 1, maxLength: 64 }),
  holder_name: Type.String({ minLength: 1, maxLength: 64 }),
  branch_code: Type.Optional(Type.String({ maxLength: 16 })),
});

export const CreateUpiAccountBody = Type.Object({
  label: Type.String({ minLength: 1, maxLength: 100 }),
  ifsc: Type.String({ minLength: 1, maxLength: 32 }),
  account_number: Type.String({ minLength: 1, maxLength: 64 }),
});

export const DeleteAccountBody = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

/** Every failure answers the contract's error body. */
export const errorAnswers = { '4xx': ErrorAnswer, '5xx': ErrorAnswer } as const;
