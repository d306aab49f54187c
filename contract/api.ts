/** Request and answer shapes of the provider API under /v1 (SPEC §7). */

import type { AuthToken, AuthTokens, FinAccount, Unit, User } from './entities';

export const API_PREFIX = '/v1';

export const ApiPaths = {
  sendOtp: '/v1/hp/users/send_otp',
  startRegistration: '/v1/hp/users/start_registration',
  confirmPhone: '/v1/hp/users/confirm_phone',
  createUser: '/v1/hp/users/create',
  login: '/v1/hp/users/login',
  refreshToken: '/v1/hp/users/refresh_token',
  user: '/v1/hp/users',
  userUnits: '/v1/hp/users/units',
  createAnonymousUnit: '/v1/hp/units/create',
  startLoading: '/v1/hp/acoin/start_loading',
  cancelLoading: '/v1/hp/acoin/cancel_loading',
  completeLoading: '/v1/hp/acoin/complete_loading',
} as const;

export interface SuccessAnswer {
  success: true;
}

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

export interface UserUnitsAnswer {
  unit_token: string;
}

export interface CreateAnonymousUnitRequest {
  site_id: number;
  fp_request_id?: string;
}
export interface CreateAnonymousUnitAnswer {
  token: string;
}

export interface StartLoadingRequest {
  token: string;
  code: string;
}
export interface StartLoadingAnswer {
  acoin_batch_token: string;
  acoin_batch: { total_amount: number };
}

export interface CancelLoadingRequest {
  token: string;
  acoin_tx_token: string;
}

export interface CompleteLoadingRequest {
  token: string;
  acoin_tx_token: string;
  amount: number;
  fp_request_id?: string;
}
export interface CompleteLoadingAnswer {
  unit: { fin_account: FinAccount };
}

export type { AuthToken, Unit };
