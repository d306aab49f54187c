/** The session time limit and the reality check's interval: tighter at once, looser after 24 hours. */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { RgState } from '../../../../contract/rg';
import { FormError } from '../../../components/form-error';
import { useRgMessages } from '../../../i18n/rg';
import type { DescribedError } from '../../../lib/error-catalogue';
import { useFailureHandler } from '../../../lib/failures';
import { useSetSessionMutation } from '../api';
import { dateTimeText } from '../../../lib/dates';

const SESSION_LIMITS = [30, 60, 120, 180, 240, 360];
const REALITY_CHECKS = [15, 30, 45, 60, 90, 120];
/** A select's value for "no session limit" */
const NONE = '';

/** The choices, with the player's current one where it is not among them (set elsewhere). */
const withCurrent = (choices: number[], current: number | null) =>
  current === null || choices.includes(current) ? choices : [...choices, current].sort((a, b) => a - b);

export function SessionSettings({
  rg,
  locale,
  onSaved,
}: {
  rg: RgState;
  locale: string;
  onSaved: (message: string) => void;
}) {
  const t = useRgMessages();
  const [sessionLimit, setSessionLimit] = useState(
    rg.session_limit_minutes === null ? NONE : String(rg.session_limit_minutes),
  );
  const [realityCheck, setRealityCheck] = useState(String(rg.reality_check_minutes));
  const [error, setError] = useState<DescribedError | null>(null);
  const [save, { isLoading }] = useSetSessionMutation();
  const handleFailure = useFailureHandler();
  const nextLimit = sessionLimit === NONE ? null : Number(sessionLimit);
  const nextCheck = Number(realityCheck);
  const changed = nextLimit !== rg.session_limit_minutes || nextCheck !== rg.reality_check_minutes;

  const submit = async () => {
    setError(null);
    try {
      await save({ session_limit_minutes: nextLimit, reality_check_minutes: nextCheck }).unwrap();
      onSaved(t.sessionSaved);
    } catch (failure) {
      setError(handleFailure(failure));
    }
  };

  return (
    <Paper component="section" aria-labelledby="rg-session" sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography id="rg-session" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
        {t.sessionTitle}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
        {t.sessionHint}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label={t.sessionLimit}
          value={sessionLimit}
          onChange={(event) => setSessionLimit(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value={NONE}>{t.noLimit}</option>
          {withCurrent(SESSION_LIMITS, rg.session_limit_minutes).map((minutes) => (
            <option key={minutes} value={minutes}>
              {t.minutes(minutes)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t.realityCheck}
          value={realityCheck}
          onChange={(event) => setRealityCheck(event.target.value)}
          helperText={t.realityCheckHint}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {withCurrent(REALITY_CHECKS, rg.reality_check_minutes).map((minutes) => (
            <option key={minutes} value={minutes}>
              {t.minutes(minutes)}
            </option>
          ))}
        </TextField>
      </Box>
      {rg.session_pending && (
        <Alert severity="info" role="status" sx={{ mt: 3 }}>
          {t.sessionPending(dateTimeText(rg.session_pending.effective_at, locale))}
        </Alert>
      )}
      <FormError error={error} />
      <Button
        variant="contained"
        onClick={() => void submit()}
        disabled={!changed || isLoading}
        sx={{ mt: 3, minHeight: 48, minWidth: 160 }}
      >
        {t.save}
      </Button>
    </Paper>
  );
}
