/** Form schemas beside the mutations that submit them; the rules come from src/lib/validation. */

import { object } from 'yup';
import type { InferType } from 'yup';
import type { CountryCode } from '../../../contract/money';
import { nameRule, otpRule, passwordRule, phoneRule } from '../../lib/validation';

export const signInSchema = (country: CountryCode) => object({ phone: phoneRule(country), password: passwordRule() });
export type SignInValues = InferType<ReturnType<typeof signInSchema>>;

export const phoneSchema = (country: CountryCode) => object({ phone: phoneRule(country) });
export type PhoneValues = InferType<ReturnType<typeof phoneSchema>>;

export const otpSchema = object({ otp: otpRule() });
export type OtpValues = InferType<typeof otpSchema>;

export const detailsSchema = object({
  firstName: nameRule(),
  lastName: nameRule(),
  password: passwordRule(),
});
export type DetailsValues = InferType<typeof detailsSchema>;
