/**
 * Every shared yup rule of SPEC §5 with its message. Form schemas sit beside the mutation that submits them
 * and compose these; the bounds live here (and in contract/ where the server checks the same).
 */

import { string } from 'yup';
import {
  BANK_NUMBER_MAX,
  BANK_NUMBER_MIN,
  HOLDER_NAME_MAX,
  HOLDER_NAME_MIN,
  IFSC_LENGTH,
  NAME_MAX,
  NAME_MIN,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TICKET_CODE_LENGTH,
  UPI_ACCOUNT_NUMBER_MAX,
  UPI_ACCOUNT_NUMBER_MIN,
} from '../../contract/sites';
import type { CountryCode } from '../../contract/money';
import { messages } from '../i18n/en';
import { formatMoney } from '../../contract/money';
import { toMinorUnits } from './money';

const m = messages.validation;

export const UPI_ADDRESS_MAX = 100;
export const UPI_LABEL_MAX = 50;

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

/** First and last name: trimmed (also in what is sent), 2 to 25 characters. */
export const nameRule = () =>
  string().trim().required(m.nameRequired).min(NAME_MIN, m.nameMin(NAME_MIN)).max(NAME_MAX, m.nameMax(NAME_MAX));

export const bankNameRule = () => string().trim().required(m.bankNameRequired);

export const holderNameRule = () =>
  string()
    .trim()
    .required(m.holderNameRequired)
    .min(HOLDER_NAME_MIN, m.nameMin(HOLDER_NAME_MIN))
    .max(HOLDER_NAME_MAX, m.nameMax(HOLDER_NAME_MAX));

/** A bank card or account number, digits only after cleaning. */
export const cardNumberRule = () =>
  string()
    .required(m.cardNumberRequired)
    .min(BANK_NUMBER_MIN, m.cardNumberMin(BANK_NUMBER_MIN))
    .max(BANK_NUMBER_MAX, m.cardNumberMax(BANK_NUMBER_MAX));

export const voucherCodeRule = () => string().required(m.voucherRequired).matches(/^\d+$/, m.voucherRequired);

/** A typed amount in major units with at most two decimals, above zero. */
const isAmountText = (value: string) => /^\d+(\.\d{1,2})?$/.test(value) && toMinorUnits(value) > 0;

/**
 * Deposit amount as typed in major units (after amountDecimal cleaning);
 * `maxMinor` is the voucher balance in minor units.
 */
export const depositAmountRule = (maxMinor: number) =>
  string()
    .required(m.amountRequired)
    .test('amount', m.amountInvalid, (value) => !!value && isAmountText(value))
    .test('max', m.amountMax, (value) => !value || !(toMinorUnits(value) > maxMinor));

export interface WithdrawalLimits {
  /** Minimum in minor units (from the unit config) */
  minMinor: number;
  currency: string;
  /** When set, the amount must be a multiple of it (minor units) */
  divisorMinor?: number | null;
}

/**
 * Withdrawal amount as typed in major units (`amount` or `amountDecimal` cleaning: a number or its text).
 * Too small: 'Minimum withdrawal amount: R50.00!'; not a multiple of the divisor: 'Divide error'.
 */
export const withdrawalAmountRule = ({ minMinor, currency, divisorMinor }: WithdrawalLimits) =>
  string()
    .transform((_value, original: unknown) => (original === null || original === undefined ? '' : String(original)))
    .required(m.amountRequired)
    .test('amount', m.amountInvalid, (value) => !!value && isAmountText(value))
    .test('min', m.withdrawalMin(formatMoney(minMinor, currency)), (value) => !value || toMinorUnits(value) >= minMinor)
    .test('divisor', m.divideError, (value) => !value || !divisorMinor || toMinorUnits(value) % divisorMinor === 0);

export const ifscRule = () => string().required(m.ifscRequired).length(IFSC_LENGTH, m.ifscLength(IFSC_LENGTH));

export const upiAccountNumberRule = () =>
  string()
    .required(m.accountNumberRequired)
    .min(UPI_ACCOUNT_NUMBER_MIN, m.cardNumberMin(UPI_ACCOUNT_NUMBER_MIN))
    .max(UPI_ACCOUNT_NUMBER_MAX, m.cardNumberMax(UPI_ACCOUNT_NUMBER_MAX));

/** A UPI address (VPA); optional, at most 100 characters. */
export const upiAddressRule = () => string().max(UPI_ADDRESS_MAX, m.addressMax(UPI_ADDRESS_MAX));

/** The player's own name for a UPI account. */
export const upiLabelRule = () =>
  string().trim().required(m.labelRequired).max(UPI_LABEL_MAX, m.addressMax(UPI_LABEL_MAX));

// Cash-in (ticket code, deposit amounts within a method's limits)

/** A ticket code: digits only after `voucher` cleaning, exactly TICKET_CODE_LENGTH of them. */
export const ticketCodeRule = () =>
  string()
    .required(m.ticketCodeRequired)
    .matches(new RegExp(`^\\d{${TICKET_CODE_LENGTH}}$`), m.ticketCodeLength(TICKET_CODE_LENGTH));

export interface DepositLimits {
  /** Minor units; 0 is no minimum */
  minMinor: number;
  /** Minor units; 0 is no maximum */
  maxMinor: number;
  currency: string;
}

/** A deposit amount as typed in major units (`amountDecimal` cleaning), within the method's limits. */
export const depositLimitsAmountRule = ({ minMinor, maxMinor, currency }: DepositLimits) =>
  string()
    .required(m.amountRequired)
    .test('amount', m.amountInvalid, (value) => !!value && isAmountText(value))
    .test('min', m.depositMin(formatMoney(minMinor, currency)), (value) => !value || toMinorUnits(value) >= minMinor)
    .test(
      'max',
      m.depositMax(formatMoney(maxMinor, currency)),
      (value) => !value || maxMinor <= 0 || toMinorUnits(value) <= maxMinor,
    );
