/** Shared yup rules (SPEC §5). Forms compose these in the schema beside their mutation. */

import { string } from 'yup';
import { NAME_MAX, NAME_MIN, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../../contract/sites';
import type { CountryCode } from '../../contract/money';
import { messages } from '../i18n/en';
import { toMinorUnits } from './money';

const m = messages.validation;

export const passwordRule = () =>
  string()
    .required(m.passwordRequired)
    .min(PASSWORD_MIN, m.passwordMin(PASSWORD_MIN))
    .max(PASSWORD_MAX, m.passwordMax(PASSWORD_MAX));

/**
 * Valid for the site's country. The check is async so that libphonenumber's metadata loads only
 * where a phone number is typed, not on every page that uses a rule from this module.
 */
export const phoneRule = (country: CountryCode) =>
  string()
    .required(m.phone)
    .test('phone', m.phone, async (value) => {
      if (!value) return false;
      const { isValidPhoneNumber } = await import('libphonenumber-js/min');
      return isValidPhoneNumber(value, country);
    });

export const otpRule = () =>
  string()
    .required(m.otp(OTP_LENGTH))
    .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), m.otp(OTP_LENGTH));

/** First and last name: trimmed, 2 to 25 characters. */
export const nameRule = () =>
  string().trim().required(m.nameRequired).min(NAME_MIN, m.nameMin(NAME_MIN)).max(NAME_MAX, m.nameMax(NAME_MAX));

export const voucherCodeRule = () => string().required(m.voucherRequired).matches(/^\d+$/, m.voucherRequired);

/**
 * Deposit amount as typed in major units (after amountDecimal cleaning);
 * `maxMinor` is the voucher balance in minor units.
 */
export const depositAmountRule = (maxMinor: number) =>
  string()
    .required(m.amountRequired)
    .test('amount', m.amountInvalid, (value) => {
      if (!value || !/^\d+(\.\d{1,2})?$/.test(value)) return false;
      return toMinorUnits(value) > 0;
    })
    .test('max', m.amountMax, (value) => !value || !(toMinorUnits(value) > maxMinor));
