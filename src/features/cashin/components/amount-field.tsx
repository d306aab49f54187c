/** An amount entry with its limits shown and a few one-tap amounts (big targets for thumbs). */

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useMessages } from '../../../i18n';
import { formatMoney, toMajorText } from '../../../lib/money';
import type { DepositLimits } from '../../../lib/validation';
import type { DepositAmountValues } from '../schemas';

/** Amounts a player picks most (minor units), by currency; those outside a method's limits are left out. */
const PRESETS: Readonly<Record<string, readonly number[]>> = {
  ZAR: [5_000, 10_000, 20_000, 50_000],
  INR: [10_000, 50_000, 100_000, 200_000],
};

export const presetsWithin = ({ minMinor, maxMinor, currency }: DepositLimits): number[] =>
  (PRESETS[currency] ?? []).filter((amount) => amount >= minMinor && (maxMinor <= 0 || amount <= maxMinor));

/** 'From ₹100.00 to ₹10,000.00', 'From R10.00', or nothing when the method has no limits. */
export function useLimitsText({ minMinor, maxMinor, currency }: DepositLimits): string | null {
  const t = useMessages().depositMethods;
  if (maxMinor > 0) return t.limits(formatMoney(minMinor, currency), formatMoney(maxMinor, currency));
  if (minMinor > 0) return t.limitMin(formatMoney(minMinor, currency));
  return null;
}

export function AmountField({
  control,
  setValue,
  limits,
}: {
  control: Control<DepositAmountValues>;
  setValue: UseFormSetValue<DepositAmountValues>;
  limits: DepositLimits;
}) {
  const t = useMessages().depositMethods;
  const limitsText = useLimitsText(limits);
  const presets = presetsWithin(limits);
  return (
    <>
      {presets.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 3 }}>
          {presets.map((amount) => (
            <Button
              key={amount}
              variant="outlined"
              sx={{ minHeight: 48, flex: '1 0 auto' }}
              onClick={() =>
                setValue('amount', toMajorText(amount), { shouldDirty: true, shouldValidate: true, shouldTouch: true })
              }
            >
              {formatMoney(amount, limits.currency).replace(/\.00$/, '')}
            </Button>
          ))}
        </Stack>
      )}
      <FormTextField
        control={control}
        name="amount"
        label={t.amount}
        clean="amountDecimal"
        inputMode="decimal"
        autoComplete="off"
      />
      {limitsText && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {limitsText}
        </Typography>
      )}
    </>
  );
}
