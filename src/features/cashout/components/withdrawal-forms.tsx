/** The forms of the ATM, EFT and UPI withdrawals: who or where the money goes, and the amount (SPEC §5 rules). */

import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { AmountField } from '../../../components/amount-field';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../../contract/money';
import { toMinorUnits } from '../../../lib/money';
import type { WithdrawalLimits } from '../../../lib/validation';
import type { MethodTerms } from '../methods';
import { accountWithdrawalSchema, atmSchema } from '../schemas';
import type { AccountWithdrawalValues, AtmValues } from '../schemas';

interface AmountProps {
  terms: MethodTerms;
  currency: string;
  /** Minor units: balance + deposit */
  withdrawable: number;
}

const limitsOf = ({ terms, currency }: AmountProps): WithdrawalLimits => ({
  minMinor: terms.min,
  currency,
  divisorMinor: terms.divisor,
});

/** The amount, with quick amounts the balance covers fee included (none fits when nothing can be withdrawn). */
function WithdrawalAmountField<T extends { amount: string }>({
  control,
  setValue,
  terms,
  currency,
  withdrawable,
}: AmountProps & { control: Control<T>; setValue: UseFormSetValue<T> }) {
  const t = useMessages().cashout;
  const covered = Math.min(withdrawable - terms.fee, terms.max ?? Number.MAX_SAFE_INTEGER);
  return (
    <AmountField
      control={control}
      setValue={setValue}
      label={t.amount}
      hint={t.amountHint(formatMoney(withdrawable, currency))}
      range={{ minMinor: terms.min, maxMinor: Math.max(1, covered), currency, divisorMinor: terms.divisor }}
    />
  );
}

export interface AtmFormProps extends AmountProps {
  firstName: string;
  lastName: string;
  onReview: (body: { first_name: string; last_name: string; amount: number }, recipient: string) => Promise<void>;
}

/**
 * ATM cash send: the names the cash is paid to, filled from the player's profile (and following it when the profile
 * changes while the player has not edited them), and the amount.
 */
export function AtmForm({ firstName, lastName, onReview, ...amount }: AtmFormProps) {
  const t = useMessages().cashout;
  const { control, handleSubmit, formState, setValue, getFieldState } = useForm<AtmValues>({
    resolver: yupResolver(atmSchema(limitsOf(amount))),
    mode: 'onChange',
    defaultValues: { firstName, lastName, amount: '' },
  });
  useEffect(() => {
    if (!getFieldState('firstName').isDirty) setValue('firstName', firstName, { shouldValidate: true });
    if (!getFieldState('lastName').isDirty) setValue('lastName', lastName, { shouldValidate: true });
  }, [firstName, lastName, getFieldState, setValue]);
  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit((values) => {
        const first = values.firstName.trim();
        const last = values.lastName.trim();
        return onReview(
          { first_name: first, last_name: last, amount: toMinorUnits(values.amount) },
          `${first} ${last}`,
        );
      })}
    >
      <FormTextField
        control={control}
        name="firstName"
        label={t.firstName}
        clean="firstName"
        autoComplete="given-name"
      />
      <FormTextField
        control={control}
        name="lastName"
        label={t.lastName}
        clean="lastName"
        autoComplete="family-name"
        hint={firstName || lastName ? t.fromProfile : null}
      />
      <WithdrawalAmountField control={control} setValue={setValue} {...amount} />
      <SubmitButton formState={formState}>{t.review}</SubmitButton>
    </form>
  );
}

/** The account feature's add form, set apart from the withdrawal's own fields. */
function AddAccountBox({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ mt: 3, px: { xs: 3, sm: 4 }, pb: 3, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {children}
    </Box>
  );
}

export interface SavedAccount {
  id: number;
  primary: string;
  secondary: string;
}

export interface AccountFormProps extends AmountProps {
  kind: 'bank' | 'upi';
  accounts: SavedAccount[];
  /** The account feature's add form, shown when the player has none or asks for another */
  addAccount: ReactNode;
  onReview: (accountId: number, amount: number, recipient: string) => Promise<void>;
}

/** EFT and UPI: one of the player's saved accounts (or one added here), and the amount. */
export function AccountWithdrawalForm({ kind, accounts, addAccount, onReview, ...amount }: AccountFormProps) {
  const t = useMessages().cashout;
  const [adding, setAdding] = useState(false);
  const { control, handleSubmit, formState, setValue, getValues } = useForm<AccountWithdrawalValues>({
    resolver: yupResolver(accountWithdrawalSchema(limitsOf(amount))),
    mode: 'onChange',
    defaultValues: { accountId: accounts.length === 1 ? String(accounts[0]?.id) : '', amount: '' },
  });

  // An account just added (inline) is the one the player means: pick it and close the add form.
  const known = useRef(new Set(accounts.map((a) => a.id)));
  useEffect(() => {
    const added = accounts.find((a) => !known.current.has(a.id));
    known.current = new Set(accounts.map((a) => a.id));
    if (added) {
      setValue('accountId', String(added.id), { shouldDirty: true, shouldValidate: true });
      setAdding(false);
    } else if (!accounts.some((a) => String(a.id) === getValues('accountId'))) {
      setValue('accountId', '', { shouldValidate: getValues('amount') !== '' });
    }
  }, [accounts, getValues, setValue]);

  const label = kind === 'bank' ? t.bankAccount : t.upiAccount;
  const empty = kind === 'bank' ? t.noBankAccount : t.noUpiAccount;
  // No account yet: adding one comes first; the amount follows once there is somewhere to send it.
  if (accounts.length === 0) {
    return (
      <>
        <Typography color="textSecondary">{empty}</Typography>
        <AddAccountBox>{addAccount}</AddAccountBox>
      </>
    );
  }
  return (
    <>
      <form
        method="post"
        noValidate
        onSubmit={handleSubmit((values) => {
          const account = accounts.find((a) => String(a.id) === values.accountId);
          return onReview(Number(values.accountId), toMinorUnits(values.amount), account?.primary ?? '');
        })}
      >
        <Controller
          control={control}
          name="accountId"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={!!fieldState.error} sx={{ width: '100%' }}>
              <FormLabel component="legend" sx={{ mb: 1 }}>
                {label}
              </FormLabel>
              <RadioGroup
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                sx={{ gap: 2 }}
              >
                {accounts.map((account) => (
                  <FormControlLabel
                    key={account.id}
                    value={String(account.id)}
                    control={<Radio />}
                    sx={{
                      minHeight: 56,
                      m: 0,
                      pr: 3,
                      border: 1,
                      borderRadius: 1,
                      borderColor: field.value === String(account.id) ? 'primary.main' : 'divider',
                    }}
                    label={
                      <Box sx={{ py: 1 }}>
                        <Typography sx={{ wordBreak: 'break-word', fontWeight: 600 }}>{account.primary}</Typography>
                        <Typography variant="body2" color="textSecondary">
                          {account.secondary}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
              {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
            </FormControl>
          )}
        />
        <WithdrawalAmountField control={control} setValue={setValue} {...amount} />
        <SubmitButton formState={formState}>{t.review}</SubmitButton>
      </form>
      {adding ? (
        <AddAccountBox>{addAccount}</AddAccountBox>
      ) : (
        <Button onClick={() => setAdding(true)} sx={{ mt: 2, ml: -2, minHeight: 48 }}>
          {kind === 'bank' ? t.addBankAccount : t.addUpiAccount}
        </Button>
      )}
    </>
  );
}
