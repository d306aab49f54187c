/**
 * The player's happy-hour bonus on /promo/happy-hour/: the congratulations banner with the Acquire button once it is
 * wagered through, and the progress towards it while it is being wagered (what is left, and a live countdown to its
 * end).
 */

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDispatch, useSelector } from 'react-redux';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../../contract/money';
import { countdownText } from '../../../lib/time';
import {
  congratulationsDismissed,
  hhBonusAcquireRequested,
  selectAcquireError,
  selectAcquiringId,
  selectActiveHhBonus,
  selectCompleteHhBonus,
  selectShowCongratulations,
} from '../happy-hour';
import { useTickingNow } from './use-ticking-now';

export function HappyHourCongratulations({ currency }: { currency: string }) {
  const t = useMessages().happyHour;
  const dispatch = useDispatch();
  const complete = useSelector(selectCompleteHhBonus);
  const shown = useSelector(selectShowCongratulations);
  const acquiring = useSelector(selectAcquiringId);
  const error = useSelector(selectAcquireError);
  if (!complete) return null;
  const busy = acquiring === complete.id;
  return (
    <Box>
      {shown && (
        <Alert severity="success" onClose={() => dispatch(congratulationsDismissed())} sx={{ borderRadius: 4, mb: 3 }}>
          <AlertTitle sx={{ fontWeight: 800 }}>{t.congratulations}</AlertTitle>
          {t.ready(formatMoney(complete.bonus_amount, currency))}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        onClick={() => dispatch(hhBonusAcquireRequested(complete.id))}
        sx={{ minHeight: 48, fontWeight: 800 }}
      >
        {busy ? t.acquiring : `${t.acquire} · ${formatMoney(complete.bonus_amount, currency)}`}
      </Button>
      {error && (
        <Typography role="alert" color="error" sx={{ mt: 2 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

export function HappyHourProgress({ currency }: { currency: string }) {
  const t = useMessages().happyHour;
  const active = useSelector(selectActiveHhBonus);
  const now = useTickingNow();
  if (!active) return null;
  const { state } = active;
  const percent = Math.min(100, Math.round((state.balance / state.bonus_amount) * 100));
  const bonus = formatMoney(state.bonus_amount, currency);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="hh-progress" sx={{ p: 4, borderRadius: 4 }}>
      <Typography id="hh-progress" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {t.progressTitle}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t.progress(formatMoney(active.remaining, currency), bonus)}</Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t.wagered(formatMoney(state.balance, currency), bonus)}
        sx={{ mt: 3, height: 12, borderRadius: 6 }}
      />
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="textSecondary">{t.wagered(formatMoney(state.balance, currency), bonus)}</Typography>
        <Typography color="textSecondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t.endsIn} {countdownText(active.endsAt - now)}
        </Typography>
      </Box>
    </Paper>
  );
}
