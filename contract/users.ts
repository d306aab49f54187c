/**
 * Account and auth (SPEC §7): sign-up by phone and OTP, sign-in and refresh, the profile, password reset, phone
 * change, and the player's saved bank and UPI accounts. Paths in api.ts.
 */

import type { AuthTokens, User } from './entities';

export interface SendOtpRequest {
  site_id: number;
  phone: string;
}
export type StartRegistrationRequest = SendOtpRequest;

export interface ConfirmPhoneRequest {
  phone: string;
  otp: string;
  /** Ours: lets a national number be read for the site's country; E.164 needs none. */
  site_id?: number;
}
export interface ConfirmPhoneAnswer {
  phone_token: string;
}

export interface CreateUserRequest {
  site_id: number;
  phone_token: string;
  first_name: string;
  last_name: string;
  password: string;
  /** Ours (issue 39): `YYYY-MM-DD`, required; under 18 is 422 users_ctx:users:underage (contract/age.ts). */
  birth_date: string;
}

export interface LoginRequest {
  login: string;
  password: string;
  provider: 'identity';
  site_id: number;
}

export interface SessionAnswer extends AuthTokens {
  user: User;
}

export interface RefreshTokenRequest {
  token: string;
}
export type RefreshTokenAnswer = AuthTokens;

export interface UserAnswer {
  user: User;
}

/** POST hp/users with a bearer token: an empty body answers the user; any of these fields updates it first. */
export interface UpdateUserRequest {
  first_name?: string;
  last_name?: string;
  /** From confirm_phone after start_phone_edit: moves the account to that phone. */
  phone_token?: string;
}

export interface PasswordTokenRequest {
  site_id: number;
  phone: string;
  otp: string;
}
export interface PasswordTokenAnswer {
  password_token: string;
}

export interface SetPasswordRequest {
  site_id: number;
  login: string;
  password_token: string;
  password: string;
}

/**
 * Ours (issue 39), bearer: POST hp/users/password/change. A wrong current password is 422
 * users_ctx:users:wrong_current_password and counts against the sign-in limits (429 after too many). On success every
 * session of the player is signed out (refresh and unit tokens revoked, open sockets closed) and this one goes on with
 * the new tokens answered, as refresh_token answers them.
 */
export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}
export type ChangePasswordAnswer = AuthTokens;

/** Bearer. Sends an OTP to the new phone; confirm_phone then gives the phone_token for the update. */
export interface StartPhoneEditRequest {
  phone: string;
}

export interface CreateBankAccountRequest {
  /** In South Africa one of contract/za-banks.ts (422 otherwise) */
  bank_name: string;
  number: string;
  holder_name: string;
  /** Ours, optional: in South Africa, when sent, the bank's universal branch code (422 otherwise) */
  branch_code?: string;
}
export interface CreateUpiAccountRequest {
  label: string;
  ifsc: string;
  account_number: string;
}
export interface DeleteAccountRequest {
  id: number;
}
