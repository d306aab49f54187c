/** Cash-out form schemas beside the calls that submit them; the rules come from src/lib/validation (SPEC §5). */

import { object, string } from 'yup';
import type { InferType } from 'yup';
import { messages } from '../../i18n/en';
import { nameRule, withdrawalAmountRule } from '../../lib/validation';
import type { WithdrawalLimits } from '../../lib/validation';

const m = messages.validation;

export const atmSchema = (limits: WithdrawalLimits) =>
  object({ firstName: nameRule(), lastName: nameRule(), amount: withdrawalAmountRule(limits) });
export type AtmValues = InferType<ReturnType<typeof atmSchema>>;

/** EFT and UPI: one of the player's saved accounts (its id), and the amount. */
export const accountWithdrawalSchema = (limits: WithdrawalLimits) =>
  object({ accountId: string().required(m.required), amount: withdrawalAmountRule(limits) });
export type AccountWithdrawalValues = InferType<ReturnType<typeof accountWithdrawalSchema>>;
