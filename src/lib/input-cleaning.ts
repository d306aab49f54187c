/** Input cleaning by field type, applied as the user types, and the display forms of account numbers (SPEC §5). */

export type TextFieldType =
  | 'phone'
  | 'otp'
  | 'cardNumber'
  | 'accountNumber'
  | 'voucher'
  | 'amountDecimal'
  | 'firstName'
  | 'lastName'
  | 'holderName'
  | 'label'
  | 'ifsc';

const digitsOnly = (value: string) => value.replace(/\D/g, '');
// Letters are \p{L} with their combining marks \p{M}: Devanagari's vowel signs (राम), an accent typed apart (é).
const personName = (value: string) => value.replace(/[^\p{L}\p{M}' -]/gu, '').replace(/ {2,}/g, ' ');

const cleaners: Record<TextFieldType, (value: string) => string> = {
  phone: (value) => value.replace(/[^\d+]/g, ''),
  otp: digitsOnly,
  cardNumber: digitsOnly,
  accountNumber: digitsOnly,
  voucher: digitsOnly,
  amountDecimal: (value) => value.replace(/,/g, '.').replace(/[^\d.]/g, ''),
  firstName: personName,
  lastName: personName,
  holderName: (value) => value.replace(/[^\p{L}\p{M}\d '"-]/gu, ''),
  label: (value) => value.replace(/[^\p{L}\p{M}\d -]/gu, ''),
  ifsc: (value) => value.replace(/[^a-zA-Z\d]/g, '').toUpperCase(),
};

export function cleanInput(type: TextFieldType, value: string): string {
  return cleaners[type](value);
}

/** The `amount` type: digits only, as a number; '' while nothing is typed. */
export function cleanAmount(value: string): number | '' {
  const digits = digitsOnly(value);
  return digits === '' ? '' : Number(digits);
}

/** Shown below this length only: a longer grouped form is left ungrouped. */
const GROUPED_MAX_LENGTH = 20;

/** '4111111111111111' → '4111 1111 1111 1111'; the grouped form only when shorter than 20 characters. */
export function groupCardNumber(value: string): string {
  const grouped = value.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
  return grouped.length < GROUPED_MAX_LENGTH ? grouped : value;
}

/** A ticket code as printed on the ticket: '123456789012' → '1234 5678 9012'. */
export const groupTicketCode = (code: string): string => groupCardNumber(code.replace(/\D/g, ''));

/** Six stars and the last four characters: '4111111111111111' → '******1111'. */
export function maskValue(value: string): string {
  return `******${value.slice(-4)}`;
}
