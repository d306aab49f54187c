/**
 * The game page header's live left-to-wager: shown while the player has a bonus being wagered, moving with every
 * bet (the promotions channel's campaign_bonus_state_updated); it links to the promo page.
 */

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../../contract/money';
import type { BonusState } from '../../../../contract/campaigns';
import { wageredPercent } from '../campaign-bonus';

export function WagerBar({ state, currency, href }: { state: BonusState | null; currency: string; href: string }) {
  const t = useMessages().campaigns;
  if (!state || state.status !== 'active') return null;
  return (
    <Box
      component={RouterLink}
      to={href}
      role="status"
      aria-label={t.wagerBarLabel}
      sx={{
        display: 'block',
        mb: 3,
        px: 2,
        py: 1.5,
        minHeight: 48,
        borderRadius: 3,
        bgcolor: 'background.paper',
        color: 'text.primary',
        textDecoration: 'none',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t.bonusAmount} {formatMoney(state.start_amount, currency)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {t.leftToWager(formatMoney(state.left_to_wager, currency))}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={wageredPercent(state)} sx={{ height: 6, borderRadius: 3, mt: 1 }} />
    </Box>
  );
}
