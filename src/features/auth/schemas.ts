/** Form schemas beside the mutations that submit them; the rules come from src/lib/validation. */

import { boolean, object, string } from 'yup';
import type { InferType } from 'yup';
import { ADULT_AGE, ageOn, parseBirthDate } from '../../../contract/age';
import type { CountryCode } from '../../../contract/money';
import type { Messages } from '../../i18n';
import { nameRule, passwordRule, phoneRule } from '../../lib/validation';

export const signInSchema = (country: CountryCode) => object({ phone: phoneRule(country), password: passwordRule() });
export type SignInValues = InferType<ReturnType<typeof signInSchema>>;

/**
 * Sign-up's last step. The age check (contract/age.ts, as the server makes it) and the tick speak the page's
 * language: a refusal here is one the player must understand.
 */
export const detailsSchema = (t: Messages['auth'], now = new Date()) =>
  object({
    firstName: nameRule(),
    lastName: nameRule(),
    password: passwordRule(),
    birthDate: string()
      .required(t.birthDateRequired)
      .test('real', t.birthDateInvalid, (value) => {
        return parseBirthDate(value) !== null && value <= now.toISOString().slice(0, 10);
      })
      .test('adult', t.underage, (value) => {
        const birth = parseBirthDate(value);
        return birth === null || ageOn(birth, now) >= ADULT_AGE;
      }),
    adultAndTerms: boolean().required(t.termsRequired).oneOf([true], t.termsRequired),
  });
export type DetailsValues = InferType<ReturnType<typeof detailsSchema>>;

/** Reset password, last step: the new password. */
export const newPasswordSchema = object({ password: passwordRule() });
export type NewPasswordValues = InferType<typeof newPasswordSchema>;
