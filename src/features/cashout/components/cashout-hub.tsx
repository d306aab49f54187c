/** /cashout/: what the player can withdraw, and a big card per cash-out method the site turns on. */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FinAccount, UnitConfig } from '../../../../contract/entities';
import type { CountryCode } from '../../../../contract/money';
import { BalanceHero } from '../../../components/balance-hero';
import { MethodCard, MethodCardList } from '../../../components/method-card';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../../contract/money';
import { CashOutPaths, enabledMethods } from '../methods';
import type { MethodTerms } from '../methods';
import { MethodIcon } from './method-icon';

export interface CashOutHubProps {
  finAccount: FinAccount;
  currency: string;
  config: UnitConfig;
  country: CountryCode;
}

/** The card's small print: fee, minimum (and maximum, free withdrawals) or, for a ticket, the whole balance. */
export function useTermsLines(terms: MethodTerms, currency: string): string[] {
  const t = useMessages().cashout;
  if (terms.method === 'ticket') return [t.noFee, t.wholeBalance];
  const lines = [terms.fee > 0 ? `${t.fee} ${formatMoney(terms.fee, currency)}` : t.noFee];
  if (terms.min > 0) lines.push(`${t.minimum} ${formatMoney(terms.min, currency)}`);
  if (terms.max !== null) lines.push(`${t.maximum} ${formatMoney(terms.max, currency)}`);
  if (terms.fee > 0 && terms.freeCount > 0) {
    lines.push(t.freePerPeriod(terms.freeCount, t.periods[terms.period] ?? terms.period));
  }
  return lines;
}

function CashOutMethodCard({ terms, currency }: { terms: MethodTerms; currency: string }) {
  const t = useMessages().cashout;
  const lines = useTermsLines(terms, currency);
  return (
    <MethodCard
      to={CashOutPaths[terms.method]}
      icon={<MethodIcon method={terms.method} />}
      title={t.methods[terms.method] ?? terms.method}
      text={t.methodHints[terms.method] ?? ''}
      terms={lines}
    />
  );
}

export function CashOutHub({ finAccount, currency, config, country }: CashOutHubProps) {
  const t = useMessages().cashout;
  const withdrawable = finAccount.balance + finAccount.deposit_balance;
  const methods = enabledMethods(config, country);
  return (
    <Stack spacing={4}>
      <BalanceHero
        id="withdrawable"
        title={t.title}
        label={t.withdrawable}
        amount={formatMoney(withdrawable, currency)}
      >
        {finAccount.bonus_balance > 0
          ? `${t.bonusHeld(formatMoney(finAccount.bonus_balance, currency))} ${t.bonusNotWithdrawable}`
          : t.bonusNotWithdrawable}
      </BalanceHero>
      <Box component="section" aria-labelledby="cashout-methods-title">
        <Typography variant="h6" component="h2" id="cashout-methods-title" sx={{ mb: 3, fontWeight: 700 }}>
          {t.chooseMethod}
        </Typography>
        {methods.length === 0 ? (
          <Alert severity="info" role="status">
            {t.noMethods}
          </Alert>
        ) : (
          <MethodCardList>
            {methods.map((terms) => (
              <CashOutMethodCard key={terms.method} terms={terms} currency={currency} />
            ))}
          </MethodCardList>
        )}
      </Box>
    </Stack>
  );
}
