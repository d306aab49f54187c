/**
 * The chat's phone parsing (SPEC §5, §9): first with ZA as the default country, then without one; only a valid number
 * counts, in E.164, otherwise null. Input over 250 characters is too long; parse errors are swallowed (SPEC §8).
 */

import { parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js/min';

export const CHAT_PHONE_MAX = 250;
export const CHAT_PHONE_COUNTRY: CountryCode = 'ZA';

/** libphonenumber-js's reasons a phone cannot be read (SPEC §5). */
export type PhoneParseReason = 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_COUNTRY';

function attempt(input: string, country?: CountryCode): string | null {
  try {
    const phone = parsePhoneNumberWithError(input, country);
    return phone.isValid() ? phone.number : null;
  } catch {
    return null;
  }
}

export function parseChatPhone(input: string | null | undefined): string | null {
  if (typeof input !== 'string' || input.trim() === '' || input.length > CHAT_PHONE_MAX) return null;
  return attempt(input, CHAT_PHONE_COUNTRY) ?? attempt(input);
}
