/**
 * /my-account/limits/: the player's deposit, loss and wager limits over rolling 24 hours, 7 days and 30 days (used,
 * left, a pending higher limit and its Confirm once due), the session settings, and time-out and self-exclusion.
 */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { RgLimitKinds, type RgState } from '../../../../contract/rg';
import { FormError } from '../../../components/form-error';
import { RouterLink } from '../../../components/link';
import { LoadingNote } from '../../../components/loading-note';
import { useRgMessages } from '../../../i18n/rg';
import type { DescribedError } from '../../../lib/error-catalogue';
import { useFailureHandler } from '../../../lib/failures';
import { Paths } from '../../../lib/layout';
import { useConfirmLimitMutation, useRgQuery } from '../api';
import { limitsOf, type ShownLimit } from '../limits';
import { BreakControls } from './break-controls';
import { LimitCard } from './limit-card';
import { LimitDialog } from './limit-dialog';
import { RestrictionNotice } from './restriction-notice';
import { SessionSettings } from './session-settings';

interface Props {
  currency: string;
  /** BCP 47, e.g. 'zu-ZA' */
  locale: string;
  /** A change was taken: the page tells the player (a toast) */
  onNotice: (message: string) => void;
}

/** The clock, ticking while a change waits so that its Confirm appears once due. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

function Limits({ rg, currency, locale, onNotice }: Props & { rg: RgState }) {
  const t = useRgMessages();
  const [editing, setEditing] = useState<ShownLimit | null>(null);
  const [confirmLimit, { isLoading: confirming }] = useConfirmLimitMutation();
  const [error, setError] = useState<DescribedError | null>(null);
  const handleFailure = useFailureHandler();
  const now = useNow(rg.limits.some((limit) => limit.pending));

  const onConfirm = async (limit: ShownLimit) => {
    setError(null);
    try {
      await confirmLimit({ kind: limit.kind, period: limit.period }).unwrap();
      onNotice(t.limitConfirmed);
    } catch (failure) {
      setError(handleFailure(failure));
    }
  };

  return (
    <>
      <FormError error={error} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {RgLimitKinds.map((kind) => (
          <LimitCard
            key={kind}
            kind={kind}
            limits={limitsOf(rg, kind)}
            currency={currency}
            locale={locale}
            now={now}
            busy={confirming}
            onEdit={setEditing}
            onConfirm={(limit) => void onConfirm(limit)}
          />
        ))}
      </Box>
      {editing && (
        <LimitDialog
          limit={editing}
          currency={currency}
          onClose={() => setEditing(null)}
          onDone={(applied) => {
            setEditing(null);
            onNotice(applied === 'now' ? t.limitSet : t.limitPending);
          }}
        />
      )}
    </>
  );
}

export function LimitsScreen(props: Props) {
  const t = useRgMessages();
  const rg = useRgQuery();
  const state = rg.data?.rg;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {t.limitsTitle}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {t.limitsIntro}
        </Typography>
        <Button component={RouterLink} to={Paths.activity} variant="text" sx={{ mt: 1, ml: -1, minHeight: 44 }}>
          {t.activityLink}
        </Button>
      </Paper>
      {state ? (
        <>
          {state.restriction && <RestrictionNotice restriction={state.restriction} locale={props.locale} />}
          <Limits rg={state} {...props} />
          {/* Keyed by the saved values: a change saved (here or on another device) starts the form from them. */}
          <SessionSettings
            key={`${state.session_limit_minutes}-${state.reality_check_minutes}`}
            rg={state}
            locale={props.locale}
            onSaved={props.onNotice}
          />
          <BreakControls locale={props.locale} onStarted={props.onNotice} />
        </>
      ) : rg.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void rg.refetch()} sx={{ minHeight: 44 }}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      ) : (
        <Box aria-busy="true" sx={{ minHeight: 320 }}>
          <LoadingNote />
        </Box>
      )}
    </Box>
  );
}
