/** Input cleaning by field type (SPEC §5): applied as the user types. */

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
const personName = (value: string) => value.replace(/[^\p{L}' -]/gu, '').replace(/ {2,}/g, ' ');

const cleaners: Record<TextFieldType, (value: string) => string> = {
  phone: (value) => value.replace(/[^\d+]/g, ''),
  otp: digitsOnly,
  cardNumber: digitsOnly,
  accountNumber: digitsOnly,
  voucher: digitsOnly,
  amountDecimal: (value) => value.replace(/,/g, '.').replace(/[^\d.]/g, ''),
  firstName: personName,
  lastName: personName,
  holderName: (value) => value.replace(/[^\p{L}\d '"-]/gu, ''),
  label: (value) => value.replace(/[^\p{L}\d -]/gu, ''),
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
