import { object } from 'yup';
import type { InferType } from 'yup';
import { depositAmountRule, voucherCodeRule } from '../../lib/validation';

export const voucherCodeSchema = object({ code: voucherCodeRule() });
export type VoucherCodeValues = InferType<typeof voucherCodeSchema>;

/** `voucherBalance` in minor units */
export const voucherAmountSchema = (voucherBalance: number) => object({ amount: depositAmountRule(voucherBalance) });
export type VoucherAmountValues = InferType<ReturnType<typeof voucherAmountSchema>>;
