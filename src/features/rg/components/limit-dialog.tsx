/** Setting, changing or removing one limit: lower or new applies at once, higher or removal waits 24 hours. */

import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CURRENCY_SYMBOLS, formatMoney } from '../../../../contract/money';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { useRgMessages } from '../../../i18n/rg';
import type { DescribedError } from '../../../lib/error-catalogue';
import { useFailureHandler } from '../../../lib/failures';
import { toMajorText, toMinorUnits } from '../../../lib/money';
import { useSetLimitMutation } from '../api';
import type { ShownLimit } from '../limits';
import { limitAmountSchema, type LimitAmountValues } from '../schemas';

interface Props {
  limit: ShownLimit;
  currency: string;
  onClose: () => void;
  /** After the server took the change: whether it applies now or waits */
  onDone: (applied: 'now' | 'pending') => void;
}

/** A change applies at once only when it tightens: a new limit, or a lower one. */
const tightens = (current: number | null, next: number | null) =>
  next !== null && (current === null || next <= current);

export function LimitDialog({ limit, currency, onClose, onDone }: Props) {
  const t = useRgMessages();
  const [setLimit, { isLoading }] = useSetLimitMutation();
  const [error, setError] = useState<DescribedError | null>(null);
  const handleFailure = useFailureHandler();
  const schema = useMemo(() => limitAmountSchema(t), [t]);
  const { control, handleSubmit } = useForm<LimitAmountValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: limit.amount === null ? '' : toMajorText(limit.amount) },
  });
  const titleId = `limit-${limit.kind}-${limit.period}-title`;

  const save = async (amount: number | null) => {
    setError(null);
    try {
      await setLimit({ kind: limit.kind, period: limit.period, amount }).unwrap();
      onDone(tightens(limit.amount, amount) ? 'now' : 'pending');
    } catch (failure) {
      setError(handleFailure(failure));
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit(({ amount }) => save(toMinorUnits(amount)))}>
        <DialogTitle id={titleId}>
          {t.limitDialogTitle(t.kinds[limit.kind] ?? limit.kind, t.perPeriod[limit.period] ?? limit.period)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 3 }}>{t.lowerNow}</DialogContentText>
          <FormTextField
            control={control}
            name="amount"
            label={`${t.amountLabel} (${CURRENCY_SYMBOLS[currency] ?? currency})`}
            hint={limit.amount === null ? t.noLimit : t.current(formatMoney(limit.amount, currency))}
            clean="amountDecimal"
            inputMode="decimal"
            autoComplete="off"
            autoFocus
          />
          <FormError error={error} />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 3 }}>
          {limit.amount !== null && (
            <Button color="error" onClick={() => void save(null)} disabled={isLoading} sx={{ mr: 'auto' }}>
              {t.removeLimit}
            </Button>
          )}
          <Button onClick={onClose} disabled={isLoading}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {t.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
