/** /cashin/: the live balance, the country's deposit methods as big cards, and the ticket form where tickets exist. */

import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { FinAccount, UnitConfig } from '../../../../contract/entities';
import type { CountryCode } from '../../../../contract/money';
import { BalanceHero } from '../../../components/balance-hero';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { cashInMethods, offersTicketCashIn } from '../methods';
import { MethodList } from './method-list';

// The form's code (react-hook-form, yup, RTK Query, MUI's text field) is a chunk of its own, and the form is drawn
// after the balance and the cards: two shorter tasks on a cheap phone instead of one long one.
const TicketForm = lazy(() => import('./ticket-form').then((m) => ({ default: m.TicketForm })));

export interface CashInHubProps {
  country: CountryCode;
  config: UnitConfig;
  currency: string;
  /** Total balance in minor units (SPEC §4), live from the store */
  balance: number | null;
  unitToken: string;
  onFinAccount: (finAccount: FinAccount) => void;
}

export function CashInHub({ country, config, currency, balance, unitToken, onFinAccount }: CashInHubProps) {
  const t = useMessages().depositMethods;
  const methods = cashInMethods(country, config);
  return (
    <Stack spacing={4}>
      <BalanceHero
        id="cashin-balance"
        title={t.title}
        label={t.yourBalance}
        amount={balance === null ? null : formatMoney(balance, currency)}
      />
      <section aria-labelledby="cashin-methods">
        <Typography id="cashin-methods" variant="h6" component="h2" sx={{ mb: 3, fontWeight: 700 }}>
          {t.chooseMethod}
        </Typography>
        {methods.length > 0 ? (
          <MethodList methods={methods} />
        ) : (
          <Alert severity="info" role="status">
            {t.noMethods}
          </Alert>
        )}
      </section>
      {offersTicketCashIn(country) && (
        <Suspense fallback={null}>
          <TicketForm unitToken={unitToken} currency={currency} onFinAccount={onFinAccount} />
        </Suspense>
      )}
    </Stack>
  );
}
