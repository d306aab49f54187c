import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from '../../contract/money';

/** A phone number as typed (national or international) in E.164, or the input when it cannot be read. */
export function toE164(value: string, country: CountryCode): string {
  return parsePhoneNumberFromString(value, country)?.number ?? value;
}
