/** Ticket cash-in on the hub (SPEC §7 hp/units/ticket_cash_in; §8 ticket errors): a 12-digit code, once. The form, in TicketSection. */

import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FinAccount } from '../../../../contract/entities';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { useMessages } from '../../../i18n';
import { describeError } from '../../../lib/error-catalogue';
import { groupTicketCode } from '../../../lib/input-cleaning';
import type { DescribedError } from '../../../lib/error-catalogue';
import { formatMoney } from '../../../../contract/money';
import { storage, StorageKeys } from '../../../lib/safe-storage';
import { useTicketCashInMutation } from '../api';
import { ticketCodeSchema } from '../schemas';
import type { TicketCodeValues } from '../schemas';

export interface TicketFormProps {
  unitToken: string;
  currency: string;
  /** The unit's balances after the ticket, for the store */
  onFinAccount: (finAccount: FinAccount) => void;
  /** The player tapped the field's place before the form was there */
  autoFocus?: boolean;
}

export function TicketForm({ unitToken, currency, onFinAccount, autoFocus = false }: TicketFormProps) {
  const t = useMessages().depositMethods;
  const [cashIn] = useTicketCashInMutation();
  const [failure, setFailure] = useState<DescribedError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<TicketCodeValues>({
    resolver: yupResolver(ticketCodeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });

  const submit = async ({ code }: TicketCodeValues) => {
    setFailure(null);
    setDone(null);
    try {
      const answer = await cashIn({
        token: unitToken,
        code,
        fp_request_id: storage.get(StorageKeys.fpRequestId) ?? undefined,
      }).unwrap();
      const { balance, deposit_balance } = answer.unit.fin_account;
      onFinAccount(answer.unit.fin_account);
      setDone(t.ticketDone(formatMoney(balance + deposit_balance, currency)));
      reset();
    } catch (error) {
      setFailure(describeError(error));
    }
  };

  // The section around it (title and text) is TicketSection's, drawn before this form's code is there.
  return (
    <>
      <form method="post" noValidate onSubmit={handleSubmit(submit)}>
        <FormTextField
          control={control}
          name="code"
          label={t.ticketCode}
          clean="voucher"
          format={groupTicketCode}
          inputMode="numeric"
          autoComplete="off"
          autoFocus={autoFocus}
        />
        <SubmitButton formState={formState}>{t.cashIn}</SubmitButton>
      </form>
      <FormError error={failure} />
      {done && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {done}
        </Alert>
      )}
    </>
  );
}
