/**
 * What the cash-in and cash-out hubs show before the session and the unit are known: the same page with its title,
 * a placeholder where the balance goes and the method cards at their size. It is in the page's static HTML, so the
 * player sees the page at the first paint, and the hub then takes its place without moving anything. It mirrors the
 * layout of CashInHub and CashOutHub (src/features/cashin|cashout/components): keep the two in step.
 */

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UnitConfig } from '../../../contract/entities';
import { TICKET_CODE_LENGTH } from '../../../contract/sites';
import { BalanceHero } from '../../components/balance-hero';
import { TicketIcon } from '../../components/cash-icons';
import { IconBadge } from '../../components/icon-badge';
import { MethodCard, MethodCardList } from '../../components/method-card';
import { MethodList } from '../../features/cashin/components/method-list';
import { cashInMethods, offersTicketCashIn } from '../../features/cashin/methods';
import { MethodIcon } from '../../features/cashout/components/method-icon';
import { CashOutPaths, COUNTRY_METHODS } from '../../features/cashout/methods';
import { useMessages } from '../../i18n';
import { siteCountry } from '../../lib/site-config';

/** Screen readers hear that the page is loading. */
function LoadingNote() {
  const loading = useMessages().common.loading;
  return (
    <Box
      role="status"
      sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' }}
    >
      {loading}
    </Box>
  );
}

/**
 * South Africa's deposit methods do not depend on the unit config (src/features/cashin/methods.ts): their cards are
 * the real ones. India's do: two card-sized placeholders stand in for them until the config is known.
 */
const NO_CONFIG = {} as UnitConfig;
const IN_CARD_PLACEHOLDERS = 2;

/** The ticket form's section (TicketForm): its title and text, the field and the button still to come. */
function TicketSectionShell() {
  const t = useMessages().depositMethods;
  return (
    <Paper component="section" sx={{ p: { xs: 4, sm: 6 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, mb: 2 }}>
        <IconBadge>
          <TicketIcon />
        </IconBadge>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t.ticket}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t.ticketText(TICKET_CODE_LENGTH)}
      </Typography>
      <Box aria-hidden="true">
        {/* The outlined field with the line kept for its message below, then the large button. */}
        <Skeleton variant="rounded" height={56} />
        <Box sx={{ height: 23 }} />
        <Skeleton variant="rounded" height={48} sx={{ mt: 2 }} />
      </Box>
    </Paper>
  );
}

export function CashInHubShell() {
  const t = useMessages().depositMethods;
  const methods = cashInMethods(siteCountry(), NO_CONFIG);
  return (
    <Stack spacing={4} data-shell="cashin">
      <LoadingNote />
      <BalanceHero id="cashin-balance-shell" title={t.title} label={t.yourBalance} amount={null} />
      <section>
        <Typography variant="h6" component="h2" sx={{ mb: 3, fontWeight: 700 }}>
          {t.chooseMethod}
        </Typography>
        {methods.length > 0 ? (
          <MethodList methods={methods} />
        ) : (
          <Box aria-hidden="true" sx={{ display: 'grid', gap: 3 }}>
            {Array.from({ length: IN_CARD_PLACEHOLDERS }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={80} />
            ))}
          </Box>
        )}
      </section>
      {offersTicketCashIn(siteCountry()) && <TicketSectionShell />}
    </Stack>
  );
}

/** A line's height kept for the card's terms (fee, minimum), which come with the unit config. */
const TERMS_PLACEHOLDER = '\u00a0';

export function CashOutHubShell() {
  const t = useMessages().cashout;
  const methods = COUNTRY_METHODS[siteCountry()] ?? [];
  return (
    <Stack spacing={4} data-shell="cashout">
      <LoadingNote />
      <BalanceHero id="withdrawable-shell" title={t.title} label={t.withdrawable} amount={null}>
        {t.bonusNotWithdrawable}
      </BalanceHero>
      <Box component="section">
        <Typography variant="h6" component="h2" sx={{ mb: 3, fontWeight: 700 }}>
          {t.chooseMethod}
        </Typography>
        <MethodCardList>
          {methods.map((method) => (
            <MethodCard
              key={method}
              to={CashOutPaths[method]}
              icon={<MethodIcon method={method} />}
              title={t.methods[method] ?? method}
              text={t.methodHints[method] ?? ''}
              terms={TERMS_PLACEHOLDER}
            />
          ))}
        </MethodCardList>
      </Box>
    </Stack>
  );
}
