/** /cashin/: the live balance, the country's deposit methods as big cards, and the ticket form where tickets exist. */

import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FinAccount, UnitConfig } from '../../../../contract/entities';
import type { CountryCode } from '../../../../contract/money';
import { BalanceHero } from '../../../components/balance-hero';
import { RouterLink } from '../../../components/link';
import { LoadingNote } from '../../../components/loading-note';
import { Paths } from '../../../lib/layout';
import { siteConfig } from '../../../lib/site-config';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../../contract/money';
import { cashInMethods, offersTicketCashIn } from '../methods';
import { MethodList } from './method-list';
import { TicketSection } from './ticket-section';
import { TicketSlot } from './ticket-slot';

/**
 * South Africa's deposit methods do not depend on the unit config (../methods.ts): while it loads their cards are the
 * real ones. India's do: two card-sized placeholders stand in for them.
 */
const NO_CONFIG = {} as UnitConfig;
const IN_CARD_PLACEHOLDERS = 2;

export interface CashInHubProps {
  country: CountryCode;
  /** The unit's config; null while the session and the unit load (the page's static HTML) */
  config: UnitConfig | null;
  currency: string;
  /** Total balance in minor units (SPEC §4), live from the store */
  balance: number | null;
  /** The unit's token; null while it loads */
  unitToken: string | null;
  onFinAccount: (finAccount: FinAccount) => void;
  /** The voucher brands named as accepted (brand settings, through the build's site config); none by default */
  voucherBrands?: readonly string[];
}

/**
 * One component for the hub while it loads and once loaded: when the unit arrives React only fills in the balance
 * (and the ticket form, once the player reaches it), rather than swapping a whole placeholder page for the hub (one
 * long task on a cheap phone).
 */
export function CashInHub({
  country,
  config,
  currency,
  balance,
  unitToken,
  onFinAccount,
  voucherBrands = siteConfig.voucherBrands,
}: CashInHubProps) {
  const t = useMessages().depositMethods;
  const loading = config === null;
  const methods = cashInMethods(country, config ?? NO_CONFIG);
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
          <MethodList methods={methods} voucherBrands={voucherBrands} />
        ) : loading ? (
          <Box aria-hidden="true" sx={{ display: 'grid', gap: 3 }}>
            {Array.from({ length: IN_CARD_PLACEHOLDERS }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={80} />
            ))}
          </Box>
        ) : (
          <Alert severity="info" role="status">
            {t.noMethods}
          </Alert>
        )}
      </section>
      {offersTicketCashIn(country) && (
        <TicketSection>
          <TicketSlot unitToken={unitToken} currency={currency} onFinAccount={onFinAccount} />
        </TicketSection>
      )}
      {/* The link is a whole tap target (48 px high), on a line of its own under the sentence. */}
      <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
        {t.limitsPrompt}{' '}
        <Link
          component={RouterLink}
          to={Paths.limits}
          sx={{
            fontWeight: 700,
            display: 'flex',
            alignItems: 'center',
            width: 'fit-content',
            minHeight: 48,
            mx: 'auto',
          }}
        >
          {t.limitsLink}
        </Link>
      </Typography>
      {/* Last: the Stack's spacing goes before every child but the first, so removing it moves nothing. */}
      {loading && <LoadingNote />}
    </Stack>
  );
}
