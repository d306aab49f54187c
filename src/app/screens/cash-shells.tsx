/**
 * What the cash-in and cash-out hubs show before the session and the unit are known: the same page with its title,
 * a placeholder where the balance goes and the method cards at their size. It is in the page's static HTML, so the
 * player sees the page at the first paint, and the hub then takes its place without moving anything. It mirrors the
 * layout of CashInHub and CashOutHub (src/features/cashin|cashout/components): keep the two in step.
 */

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UnitConfig } from '../../../contract/entities';
import { TICKET_CODE_LENGTH } from '../../../contract/sites';
import { TicketIcon } from '../../features/cashin/components/method-icons';
import { IconBadge, MethodList } from '../../features/cashin/components/method-list';
import { cashInMethods, offersTicketCashIn } from '../../features/cashin/methods';
import { MethodIcon } from '../../features/cashout/components/method-icon';
import { COUNTRY_METHODS } from '../../features/cashout/methods';
import { useMessages } from '../../i18n';
import { siteCountry } from '../../lib/site-config';

/** Screen readers hear that the page is loading; the shell itself is hidden from them (it has no data yet). */
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
        <Typography variant="h6" component="h2">
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
        <Skeleton variant="rounded" height={42} sx={{ mt: 2 }} />
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
      <Paper sx={{ p: { xs: 4, sm: 6 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t.title}
        </Typography>
        <Typography variant="body2" component="p" sx={{ mt: 2, opacity: 0.85 }}>
          {t.yourBalance}
        </Typography>
        <Typography
          component="p"
          aria-hidden="true"
          sx={{ display: 'block', fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 }}
        >
          …
        </Typography>
      </Paper>
      <section>
        <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
          {t.chooseMethod}
        </Typography>
        {methods.length > 0 ? (
          <MethodList methods={methods} />
        ) : (
          <Box aria-hidden="true" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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

export function CashOutHubShell() {
  const t = useMessages().cashout;
  const methods = COUNTRY_METHODS[siteCountry()] ?? [];
  return (
    <Stack spacing={4} data-shell="cashout">
      <LoadingNote />
      <Paper sx={{ p: { xs: 4, sm: 6 } }}>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          {t.withdrawable}
        </Typography>
        <Typography variant="h3" component="p" aria-hidden="true" sx={{ fontWeight: 700 }}>
          <Skeleton width="45%" />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t.bonusNotWithdrawable}
        </Typography>
      </Paper>
      <Box component="section">
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t.chooseMethod}
        </Typography>
        <Stack component="ul" spacing={3} sx={{ p: 0, m: 0 }} aria-hidden="true">
          {methods.map((method) => (
            <Card key={method} component="li" variant="outlined" sx={{ listStyle: 'none' }}>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: { xs: 2, sm: 3 },
                  p: { xs: 3, sm: 4 },
                  minHeight: 96,
                }}
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
                  <MethodIcon method={method} sx={{ fontSize: { xs: 26, sm: 32 } }} />
                </Box>
                <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
                  <Typography variant="h6" component="p" sx={{ lineHeight: 1.25 }}>
                    {t.methods[method] ?? method}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t.methodHints[method]}
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                    <Skeleton width="70%" />
                  </Typography>
                </Box>
              </Box>
            </Card>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
