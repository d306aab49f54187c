/** /cashout/: what the player can withdraw, and a big card per cash-out method the site turns on. */

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FinAccount, UnitConfig } from '../../../../contract/entities';
import type { CountryCode } from '../../../../contract/money';
import { ChevronRightIcon } from '../../../components/icons';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
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

function MethodCard({ terms, currency }: { terms: MethodTerms; currency: string }) {
  const t = useMessages().cashout;
  const lines = useTermsLines(terms, currency);
  const title = t.methods[terms.method] ?? terms.method;
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardActionArea
        component={RouterLink}
        to={CashOutPaths[terms.method]}
        aria-label={`${title}. ${lines.join('. ')}`}
        sx={{ display: 'flex', alignItems: 'center', gap: { xs: 2, sm: 3 }, p: { xs: 3, sm: 4 }, minHeight: 96 }}
      >
        <Box
          sx={{
            flex: '0 0 auto',
            width: { xs: 44, sm: 56 },
            height: { xs: 44, sm: 56 },
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <MethodIcon method={terms.method} sx={{ fontSize: { xs: 26, sm: 32 } }} />
        </Box>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.25 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.methodHints[terms.method]}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {lines.join(' · ')}
          </Typography>
        </Box>
        <ChevronRightIcon color="action" sx={{ mr: -1 }} />
      </CardActionArea>
    </Card>
  );
}

export function CashOutHub({ finAccount, currency, config, country }: CashOutHubProps) {
  const t = useMessages().cashout;
  const withdrawable = finAccount.balance + finAccount.deposit_balance;
  const methods = enabledMethods(config, country);
  return (
    <Stack spacing={4}>
      <Paper sx={{ p: { xs: 4, sm: 6 } }}>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 3 }} id="withdrawable-label">
          {t.withdrawable}
        </Typography>
        <Typography variant="h3" component="p" aria-labelledby="withdrawable-label" sx={{ fontWeight: 700 }}>
          {formatMoney(withdrawable, currency)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {finAccount.bonus_balance > 0
            ? `${t.bonusHeld(formatMoney(finAccount.bonus_balance, currency))} ${t.bonusNotWithdrawable}`
            : t.bonusNotWithdrawable}
        </Typography>
      </Paper>
      <Box component="section" aria-labelledby="cashout-methods-title">
        <Typography variant="h6" component="h2" id="cashout-methods-title" sx={{ mb: 2 }}>
          {t.chooseMethod}
        </Typography>
        {methods.length === 0 ? (
          <Typography color="text.secondary">{t.noMethods}</Typography>
        ) : (
          <Stack component="ul" spacing={3} sx={{ p: 0, m: 0 }}>
            {methods.map((terms) => (
              <MethodCard key={terms.method} terms={terms} currency={currency} />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
