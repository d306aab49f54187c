/** Ticket cash-in on the hub (SPEC §7 hp/units/ticket_cash_in; §8 ticket errors): a 12-digit code, once. */

import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FinAccount } from '../../../../contract/entities';
import { TICKET_CODE_LENGTH } from '../../../../contract/sites';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { IconBadge } from '../../../components/icon-badge';
import { SubmitButton } from '../../../components/submit-button';
import { useMessages } from '../../../i18n';
import { describeError } from '../../../lib/error-catalogue';
import { groupTicketCode } from '../../../lib/input-cleaning';
import type { DescribedError } from '../../../lib/error-catalogue';
import { formatMoney } from '../../../lib/money';
import { storage, StorageKeys } from '../../../lib/safe-storage';
import { useTicketCashInMutation } from '../api';
import { ticketCodeSchema } from '../schemas';
import type { TicketCodeValues } from '../schemas';
import { TicketIcon } from '../../../components/cash-icons';

export interface TicketFormProps {
  unitToken: string;
  currency: string;
  /** The unit's balances after the ticket, for the store */
  onFinAccount: (finAccount: FinAccount) => void;
}

export function TicketForm({ unitToken, currency, onFinAccount }: TicketFormProps) {
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

  return (
    <Paper component="section" aria-labelledby="ticket-cash-in" sx={{ p: { xs: 4, sm: 6 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, mb: 2 }}>
        <IconBadge>
          <TicketIcon />
        </IconBadge>
        <Typography id="ticket-cash-in" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t.ticket}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t.ticketText(TICKET_CODE_LENGTH)}
      </Typography>
      <form method="post" noValidate onSubmit={handleSubmit(submit)}>
        <FormTextField
          control={control}
          name="code"
          label={t.ticketCode}
          clean="voucher"
          format={groupTicketCode}
          inputMode="numeric"
          autoComplete="off"
        />
        <SubmitButton formState={formState}>{t.cashIn}</SubmitButton>
      </form>
      <FormError error={failure} />
      {done && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {done}
        </Alert>
      )}
    </Paper>
  );
}
