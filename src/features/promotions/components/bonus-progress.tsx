/**
 * The player's open campaign bonus: how much it is, how much is left to wager (a bar that moves with every bet), and
 * when it ends; a deposit bonus still waiting for its deposit says what to deposit.
 */

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { BonusState } from '../../../../contract/campaigns';
import { useMessages } from '../../../i18n';
import { dayMonthText } from '../../../lib/dates';
import { formatMoney } from '../../../../contract/money';
import { wageredPercent } from '../campaign-bonus';

export function BonusProgress({
  state,
  currency,
  minDeposit,
  locale,
}: {
  state: BonusState;
  currency: string;
  /** The campaign's minimum deposit, for a bonus awaiting it. */
  minDeposit?: number | null;
  locale: string;
}) {
  const t = useMessages().campaigns;
  const money = (amount: number) => formatMoney(amount, currency);
  const ends = dayMonthText(state.expires_at, locale);
  if (state.status === 'awaiting_deposit') {
    return (
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{t.awaitingDeposit(money(minDeposit ?? 0))}</Typography>
        <Typography variant="body2" color="textSecondary">
          {t.ends(ends)}
        </Typography>
      </Box>
    );
  }
  const percent = wageredPercent(state);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography variant="body2" color="textSecondary">
          {t.bonusAmount}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums' }}>
          {money(state.start_amount)}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t.wagerBarLabel}
        sx={{ height: 12, borderRadius: 6, my: 1.5 }}
      />
      <Typography sx={{ fontWeight: 700 }} aria-live="polite">
        {t.leftToWager(money(state.left_to_wager))}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t.wagered(money(state.wagered), money(state.wager_requirement))} · {t.ends(ends)}
      </Typography>
    </Box>
  );
}
