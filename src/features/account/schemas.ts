/** Form schemas beside the mutations that submit them; the rules come from src/lib/validation. */

import { object, ref, string } from 'yup';
import type { InferType } from 'yup';
import type { Messages } from '../../i18n';
import { messages as en } from '../../i18n/en';
import {
  bankNameRule,
  cardNumberRule,
  holderNameRule,
  ifscRule,
  passwordRule,
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

/** Change password: the current one (any length: the server judges it) and a new one unlike it. */
export const changePasswordSchema = (t: Messages['account']) =>
  object({
    currentPassword: string().required(en.validation.passwordRequired),
    newPassword: passwordRule().notOneOf([ref('currentPassword')], t.samePassword),
  });
export type ChangePasswordValues = InferType<ReturnType<typeof changePasswordSchema>>;
