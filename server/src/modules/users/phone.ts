/** Phone numbers are kept and compared in E.164; national input is read for the site's country. */

import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { ErrorCodes } from '../../../../contract/errors';
import { fail } from '../../errors';

export const PHONE_MESSAGE = 'Please enter a correct phone number';

/** E.164 form of `input`, or null when it is not a valid number. */
export function parsePhone(input: string, country: CountryCode = 'ZA'): string | null {
  // SPEC §5 input cleaning keeps digits and plus; the parser also copes with spaces and dashes.
  if (input.length > 250) return null;
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}

/** E.164 form of `input`, else a 422 validation_error with SPEC's message. */
export function normalisePhone(input: string, country: CountryCode = 'ZA'): string {
  const phone = parsePhone(input, country);
  if (phone === null) throw fail(ErrorCodes.validation, PHONE_MESSAGE);
  return phone;
}
