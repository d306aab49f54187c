/** Form schemas beside the mutations that submit them; the rules come from src/lib/validation. */

import { object } from 'yup';
import type { InferType } from 'yup';
import {
  bankNameRule,
  cardNumberRule,
  holderNameRule,
  ifscRule,
  upiAccountNumberRule,
  upiLabelRule,
} from '../../lib/validation';

export const bankAccountSchema = object({
  bankName: bankNameRule(),
  number: cardNumberRule(),
  holderName: holderNameRule(),
});
export type BankAccountValues = InferType<typeof bankAccountSchema>;

export const upiAccountSchema = object({
  label: upiLabelRule(),
  ifsc: ifscRule(),
  accountNumber: upiAccountNumberRule(),
});
export type UpiAccountValues = InferType<typeof upiAccountSchema>;
