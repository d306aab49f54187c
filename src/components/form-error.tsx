import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useCallback } from 'react';
import { useMessages } from '../i18n';
import { clockText, useSecondsLeft } from '../lib/countdown';
import type { DescribedError } from '../lib/error-catalogue';
import { Paths } from '../lib/layout';
import { RouterLink } from './link';

/** A described failure's text in the page's language (the catalogue's translated rows), else its English. */
export function useErrorText(): (error: DescribedError) => string {
  const t = useMessages().errors;
  return useCallback((error) => (error.key ? t[error.key] : error.message), [t]);
}

/** A refusal that says when to try again: the wait runs down, then says the player may try now. */
function RetryText({ retryAt }: { retryAt: number }) {
  const t = useMessages().errors;
  const left = useSecondsLeft(retryAt);
  return <>{left > 0 ? t.tooManyRequestsIn(clockText(left)) : t.tryAgainNow}</>;
}

/**
 * A failed call under a form, in the words of the error catalogue, with the way on that the catalogue names
 * (Reload, or a link home); a responsible-gambling refusal leads to the player's limits. role="alert" so that it
 * is announced.
 */
export function FormError({ error }: { error: DescribedError | null }) {
  const t = useMessages().errors;
  const text = useErrorText();
  if (!error) return null;
  let action = null;
  if (error.action === 'reload') {
    action = (
      <Button color="inherit" onClick={() => window.location.reload()} sx={{ minHeight: 48 }}>
        {t.reload}
      </Button>
    );
  } else if (error.action === 'homepage' || error.action === 'redirectHome') {
    action = (
      <Button color="inherit" component={RouterLink} to="/" sx={{ minHeight: 48 }}>
        {t.homepage}
      </Button>
    );
  } else if (error.rg) {
    action = (
      <Button color="inherit" component={RouterLink} to={Paths.limits} sx={{ minHeight: 48 }}>
        {t.rgLimitsLink}
      </Button>
    );
  }
  return (
    <Alert severity="error" role="alert" action={action} sx={{ mt: 2 }}>
      {error.retryAt ? <RetryText retryAt={error.retryAt} /> : text(error)}
    </Alert>
  );
}
