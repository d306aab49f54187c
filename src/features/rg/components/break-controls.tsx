/**
 * Time-out (24 hours to 6 weeks) and self-exclusion (6 months to 5 years): a length, then one explicit confirmation
 * that says what the break means and that nothing lifts or shortens it.
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  RgSelfExclusionPeriods,
  RgTimeOutPeriods,
  type RgSelfExclusionPeriod,
  type RgTimeOutPeriod,
} from '../../../../contract/rg';
import { FormError } from '../../../components/form-error';
import { useRgMessages } from '../../../i18n/rg';
import type { DescribedError } from '../../../lib/error-catalogue';
import { useFailureHandler } from '../../../lib/failures';
import { useSelfExcludeMutation, useTimeOutMutation } from '../api';
import { dateTimeText } from '../../../lib/dates';
import { breakEnd } from '../format';

type Choice = { kind: 'time_out'; period: RgTimeOutPeriod } | { kind: 'self_exclusion'; period: RgSelfExclusionPeriod };

function ConfirmBreak({
  choice,
  locale,
  onClose,
  onDone,
}: {
  choice: Choice;
  locale: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useRgMessages();
  const [timeOut, timeOutState] = useTimeOutMutation();
  const [selfExclude, selfExcludeState] = useSelfExcludeMutation();
  const busy = timeOutState.isLoading || selfExcludeState.isLoading;
  const [error, setError] = useState<DescribedError | null>(null);
  const handleFailure = useFailureHandler();
  const exclusion = choice.kind === 'self_exclusion';
  const length = exclusion ? t.selfExclusionPeriods[choice.period] : t.timeOutPeriods[choice.period];
  const until = dateTimeText(breakEnd(choice.period).toISOString(), locale);

  const confirm = async () => {
    setError(null);
    try {
      if (choice.kind === 'self_exclusion') await selfExclude({ period: choice.period, confirm: true }).unwrap();
      else await timeOut({ period: choice.period }).unwrap();
      onDone();
    } catch (failure) {
      setError(handleFailure(failure));
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="rg-break-title"
      aria-describedby="rg-break-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="rg-break-title">
        {exclusion ? t.confirmSelfExclusionTitle(length ?? '') : t.confirmTimeOutTitle(length ?? '')}
      </DialogTitle>
      <DialogContent id="rg-break-text">
        <DialogContentText>{t.confirmMeaning(until)}</DialogContentText>
        {exclusion && <DialogContentText sx={{ mt: 2 }}>{t.confirmSelfExclusionExtra}</DialogContentText>}
        <DialogContentText sx={{ mt: 2, fontWeight: 800, color: 'text.primary' }}>{t.cannotUndo}</DialogContentText>
        <FormError error={error} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 3 }}>
        {/* Cancel first and focused: the safe choice is the one a stray Enter takes. */}
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t.cancel}
        </Button>
        <Button onClick={() => void confirm()} disabled={busy} color="error" variant="contained">
          {exclusion ? t.confirmSelfExclusion : t.confirmTimeOut}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function BreakOption<P extends string>({
  id,
  title,
  intro,
  periods,
  names,
  action,
  onChoose,
}: {
  id: string;
  title: string;
  intro: string;
  periods: readonly P[];
  names: Record<string, string>;
  action: string;
  onChoose: (period: P) => void;
}) {
  const t = useRgMessages();
  const [period, setPeriod] = useState<P>(periods[0]!);
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {intro}
      </Typography>
      <TextField
        select
        label={t.period}
        value={period}
        onChange={(event) => setPeriod(event.target.value as P)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {periods.map((value) => (
          <option key={value} value={value}>
            {names[value] ?? value}
          </option>
        ))}
      </TextField>
      <Button variant="outlined" color="error" onClick={() => onChoose(period)} sx={{ minHeight: 48 }}>
        {action}
      </Button>
    </Box>
  );
}

export function BreakControls({ locale, onStarted }: { locale: string; onStarted: (message: string) => void }) {
  const t = useRgMessages();
  const [choice, setChoice] = useState<Choice | null>(null);
  return (
    <Paper component="section" aria-labelledby="rg-breaks" sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography id="rg-breaks" variant="h6" component="h2" sx={{ fontWeight: 800, mb: 3 }}>
        {t.breaksTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <BreakOption
          id="rg-time-out"
          title={t.timeOutTitle}
          intro={t.timeOutIntro}
          periods={RgTimeOutPeriods}
          names={t.timeOutPeriods}
          action={t.takeTimeOut}
          onChoose={(period) => setChoice({ kind: 'time_out', period })}
        />
        <BreakOption
          id="rg-self-exclusion"
          title={t.selfExclusionTitle}
          intro={t.selfExclusionIntro}
          periods={RgSelfExclusionPeriods}
          names={t.selfExclusionPeriods}
          action={t.selfExclude}
          onChoose={(period) => setChoice({ kind: 'self_exclusion', period })}
        />
      </Box>
      {choice && (
        <ConfirmBreak
          choice={choice}
          locale={locale}
          onClose={() => setChoice(null)}
          onDone={() => {
            setChoice(null);
            onStarted(t.restrictionStarted);
          }}
        />
      )}
    </Paper>
  );
}
