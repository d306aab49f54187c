/** Form schemas beside the mutations that submit them; the rules come from src/lib/validation. */

import { object } from 'yup';
import type { InferType } from 'yup';
import type { CountryCode } from '../../../contract/money';
import { nameRule, passwordRule, phoneRule } from '../../lib/validation';

export const signInSchema = (country: CountryCode) => object({ phone: phoneRule(country), password: passwordRule() });
export type SignInValues = InferType<ReturnType<typeof signInSchema>>;

export const detailsSchema = object({
  firstName: nameRule(),
  lastName: nameRule(),
  password: passwordRule(),
});
export type DetailsValues = InferType<typeof detailsSchema>;

/** Reset password, last step: the new password. */
export const newPasswordSchema = object({ password: passwordRule() });
export type NewPasswordValues = InferType<typeof newPasswordSchema>;
