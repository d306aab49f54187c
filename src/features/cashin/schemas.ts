import { object } from 'yup';
import type { InferType } from 'yup';
import type { CountryCode } from '../../../contract/money';
import {
  depositAmountRule,
  depositLimitsAmountRule,
  phoneRule,
  ticketCodeRule,
  voucherCodeRule,
} from '../../lib/validation';
import type { DepositLimits } from '../../lib/validation';

export const voucherCodeSchema = object({ code: voucherCodeRule() });
export type VoucherCodeValues = InferType<typeof voucherCodeSchema>;

/** `voucherBalance` in minor units */
export const voucherAmountSchema = (voucherBalance: number) => object({ amount: depositAmountRule(voucherBalance) });
export type VoucherAmountValues = InferType<ReturnType<typeof voucherAmountSchema>>;

export const ticketCodeSchema = object({ code: ticketCodeRule() });
export type TicketCodeValues = InferType<typeof ticketCodeSchema>;

/** Phone redemption: the number whose vouchers pay. */
export const redemptionPhoneSchema = (country: CountryCode) => object({ phone: phoneRule(country) });
export type RedemptionPhoneValues = InferType<ReturnType<typeof redemptionPhoneSchema>>;

/** Card, instant EFT and UPI: an amount within the method's limits (0: none). */
export const depositAmountSchema = (limits: DepositLimits) => object({ amount: depositLimitsAmountRule(limits) });
export type DepositAmountValues = InferType<ReturnType<typeof depositAmountSchema>>;
