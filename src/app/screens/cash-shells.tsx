/**
 * What the cash-out hub shows before the session and the unit are known: the same page with its title, a placeholder
 * where the balance goes and the method cards at their size. It is in the page's static HTML, so the player sees the
 * page at the first paint, and the hub then takes its place without moving anything. It mirrors the layout of
 * CashOutHub (src/features/cashout/components): keep the two in step. (The cash-in hub is its own placeholder.)
 */

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BalanceHero } from '../../components/balance-hero';
import { LoadingNote } from '../../components/loading-note';
import { MethodCard, MethodCardList } from '../../components/method-card';
import { MethodIcon } from '../../features/cashout/components/method-icon';
import { CashOutPaths, COUNTRY_METHODS } from '../../features/cashout/methods';
import { useMessages } from '../../i18n';
import { siteCountry } from '../../lib/site-config';

/** A line's height kept for the card's terms (fee, minimum), which come with the unit config. */
const TERMS_PLACEHOLDER = ['\u00a0'];

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
