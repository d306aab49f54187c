import { object, string } from 'yup';
import type { InferType } from 'yup';
import type { RgMessages } from '../../i18n/rg';
import { toMinorUnits } from '../../lib/money';

/** A limit as typed in major units: above zero, at most two decimals (the page's language for its messages). */
export const limitAmountSchema = (t: RgMessages) =>
  object({
    amount: string()
      .required(t.amountRequired)
      .test('amount', t.amountInvalid, (value) => /^\d+(\.\d{1,2})?$/.test(value) && toMinorUnits(value) > 0),
  });
export type LimitAmountValues = InferType<ReturnType<typeof limitAmountSchema>>;
