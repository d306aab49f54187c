/**
 * An amount entry (deposits, vouchers, withdrawals): the field, what is allowed as its hint, and a row of one-tap
 * amounts under it (big targets for thumbs); the chip of the amount in the field shows pressed.
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useWatch } from 'react-hook-form';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { formatMoney } from '../../contract/money';
import { toMajorText, toMinorUnits } from '../lib/money';
import { FormTextField } from './form-text-field';

export interface AmountRange {
  /** Minor units; 0 is no minimum */
  minMinor: number;
  /** Minor units; 0 is no maximum */
  maxMinor: number;
  currency: string;
  /** Minor units: an amount must be a multiple of it */
  divisorMinor?: number | null;
}

/** Amounts a player picks most (minor units), by currency. */
const QUICK_AMOUNTS: Readonly<Record<string, readonly number[]>> = {
  ZAR: [5_000, 10_000, 20_000, 50_000],
  INR: [10_000, 50_000, 100_000, 200_000],
};

/** The quick amounts that are allowed: within the range and a multiple of its divisor. */
export const quickAmountsWithin = ({ minMinor, maxMinor, currency, divisorMinor }: AmountRange): number[] =>
  (QUICK_AMOUNTS[currency] ?? []).filter(
    (amount) =>
      amount >= minMinor && (maxMinor <= 0 || amount <= maxMinor) && (!divisorMinor || amount % divisorMinor === 0),
  );

type AmountValues = { amount: string };

export function AmountField<T extends AmountValues>({
  control,
  setValue,
  label,
  range,
  hint,
}: {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  label: string;
  range: AmountRange;
  hint?: string | null;
}) {
  // The one field every such form has: its own type, whatever else the form holds.
  const form = control as unknown as Control<AmountValues>;
  const set = setValue as unknown as UseFormSetValue<AmountValues>;
  const typed = useWatch({ control: form, name: 'amount' });
  const amounts = quickAmountsWithin(range);
  return (
    <>
      <FormTextField
        control={form}
        name="amount"
        label={label}
        hint={hint}
        clean="amountDecimal"
        inputMode="decimal"
        autoComplete="off"
      />
      {amounts.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(64px, 1fr))', gap: 2, mt: 1 }}>
          {amounts.map((amount) => {
            const pressed = !!typed && toMinorUnits(typed) === amount;
            return (
              <Button
                key={amount}
                variant={pressed ? 'contained' : 'outlined'}
                aria-pressed={pressed}
                sx={{ minHeight: 48, px: 1, fontVariantNumeric: 'tabular-nums' }}
                onClick={() =>
                  set('amount', toMajorText(amount), { shouldDirty: true, shouldValidate: true, shouldTouch: true })
                }
              >
                {formatMoney(amount, range.currency).replace(/\.00$/, '')}
              </Button>
            );
          })}
        </Box>
      )}
    </>
  );
}
