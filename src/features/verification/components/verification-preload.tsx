/**
 * /my-account/verification/preload/?level=N: starts a verification for that level and sends the player to the
 * provider's form, which brings them back to /my-account/verification/?level=N. A verification already in progress is
 * offered to continue; any other refusal is shown in the catalogue's words.
 */

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ErrorCodes } from '../../../../contract/errors';
import type { TargetLevel } from '../../../../contract/verification';
import { FormError } from '../../../components/form-error';
import { RouterLink } from '../../../components/link';
import { useLanguage, useMessages } from '../../../i18n';
import { describeError, errorCode, type DescribedError } from '../../../lib/error-catalogue';
import { withLanguage } from '../../../lib/language';
import { useLazyGetLastVerificationQuery, useStartVerificationMutation } from '../api';
import { leaveForForm } from '../browser';
import { withLevel } from '../limits';
import { VerificationPaths } from '../paths';

type State =
  { kind: 'starting' } | { kind: 'leaving' } | { kind: 'failed'; error: DescribedError; continueUrl: string | null };

export function VerificationPreload({ level }: { level: TargetLevel | null }) {
  const t = useMessages().verification;
  const language = useLanguage();
  const [start] = useStartVerificationMutation();
  const [readLast] = useLazyGetLastVerificationQuery();
  const [state, setState] = useState<State>({ kind: 'starting' });
  const started = useRef(false);

  useEffect(() => {
    if (level === null || started.current) return;
    started.current = true;
    // Back with the level, so that after a rejection Start still asks for it.
    const back = withLevel(withLanguage(VerificationPaths.overview, language), level);
    const redirectUrl = new URL(back, window.location.origin).toString();
    start({ redirect_url: redirectUrl, required_verification_level: level })
      .unwrap()
      .then(({ form_url }) => {
        setState({ kind: 'leaving' });
        leaveForForm(form_url);
      })
      .catch(async (error: unknown) => {
        let continueUrl: string | null = null;
        if (errorCode(error) === ErrorCodes.kycInProgress) {
          const last = await readLast()
            .unwrap()
            .catch(() => null);
          continueUrl = last?.verification.form_url ?? null;
        }
        setState({ kind: 'failed', error: describeError(error), continueUrl });
      });
  }, [level, language, start, readLast]);

  return (
    <Paper sx={{ p: { xs: 4, sm: 6 } }}>
      <Stack spacing={4}>
        <Typography variant="h5" component="h1">
          {t.preloadTitle}
        </Typography>
        {level === null ? (
          <Alert severity="info">{t.noneRequired}</Alert>
        ) : state.kind === 'failed' ? (
          <>
            <FormError error={state.error} />
            {state.continueUrl ? (
              <Button variant="contained" size="large" href={state.continueUrl} sx={{ minHeight: 48 }}>
                {t.continue}
              </Button>
            ) : null}
          </>
        ) : (
          <Stack direction="row" spacing={3} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={28} aria-hidden />
            <Typography>{t.leaving}</Typography>
          </Stack>
        )}
        <Button component={RouterLink} to={VerificationPaths.overview} variant="text" sx={{ minHeight: 48 }}>
          {t.backToVerification}
        </Button>
      </Stack>
    </Paper>
  );
}
