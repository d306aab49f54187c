/** A deposit's amount (card, instant EFT, UPI): the shared amount field, with the method's limits as its hint. */

import type { Control, UseFormSetValue } from 'react-hook-form';
import { AmountField } from '../../../components/amount-field';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../../contract/money';
import type { DepositLimits } from '../../../lib/validation';
import type { DepositAmountValues } from '../schemas';

/** 'From ₹100.00 to ₹10,000.00', 'From R10.00', or nothing when the method has no limits. */
export function useLimitsText({ minMinor, maxMinor, currency }: DepositLimits): string | null {
  const t = useMessages().depositMethods;
  if (maxMinor > 0) return t.limits(formatMoney(minMinor, currency), formatMoney(maxMinor, currency));
  if (minMinor > 0) return t.limitMin(formatMoney(minMinor, currency));
  return null;
}

export function DepositAmountField({
  control,
  setValue,
  limits,
}: {
  control: Control<DepositAmountValues>;
  setValue: UseFormSetValue<DepositAmountValues>;
  limits: DepositLimits;
}) {
  const t = useMessages().depositMethods;
  return (
    <AmountField control={control} setValue={setValue} label={t.amount} range={limits} hint={useLimitsText(limits)} />
  );
}
