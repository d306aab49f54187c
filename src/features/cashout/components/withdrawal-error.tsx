/**
 * A refused withdrawal, in the catalogue's words; the minimum and maximum in money where the form knows them, and a
 * verification threshold (SPEC §5) as the level it needs with a Start button that carries that level.
 */

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { ErrorCodes } from '../../../../contract/errors';
import { FormError } from '../../../components/form-error';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { Paths } from '../../../lib/layout';
import { formatMoney } from '../../../../contract/money';
import type { DescribedError } from '../../../lib/error-catalogue';
import type { MethodTerms } from '../methods';

export interface WithdrawalFailure {
  code: string | null;
  described: DescribedError;
  /** SPEC §5: the verification level a threshold code asks for */
  requiredLevel: number | null;
}

/** SPEC: the Start button goes to the verification page carrying the required level. */
export const verificationStartPath = (level: number) => `${Paths.verification}?level=${level}`;

export function WithdrawalError({
  failure,
  terms,
  currency,
}: {
  failure: WithdrawalFailure | null;
  terms: MethodTerms;
  currency: string;
}) {
  const messages = useMessages();
  const t = messages.cashout;
  if (!failure) return null;
  if (failure.requiredLevel !== null) {
    return (
      <Alert
        severity="warning"
        role="alert"
        sx={{ mt: 2 }}
        action={
          <Button
            variant="contained"
            color="warning"
            component={RouterLink}
            to={verificationStartPath(failure.requiredLevel)}
            sx={{ minHeight: 48, alignSelf: 'center' }}
          >
            {t.start}
          </Button>
        }
      >
        <AlertTitle>{t.verificationTitle(failure.requiredLevel)}</AlertTitle>
        {failure.described.message}
      </Alert>
    );
  }
  let message = failure.described.message;
  if (failure.code === ErrorCodes.belowMinimum && terms.min > 0) {
    message = messages.validation.withdrawalMin(formatMoney(terms.min, currency));
  } else if (failure.code === ErrorCodes.aboveMaximum && terms.max !== null) {
    message = `${t.maximum}: ${formatMoney(terms.max, currency)}`;
  }
  return <FormError error={{ ...failure.described, message }} />;
}
