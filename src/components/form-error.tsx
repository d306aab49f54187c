import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMessages } from '../i18n';
import type { DescribedError } from '../lib/error-catalogue';
import { RouterLink } from './link';

/**
 * A failed call under a form, in the words of the error catalogue, with the way on that the catalogue names
 * (Reload, or a link home). role="alert" so that it is announced.
 */
export function FormError({ error }: { error: DescribedError | null }) {
  const t = useMessages().errors;
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
  }
  return (
    <Alert severity="error" role="alert" action={action} sx={{ mt: 2 }}>
      {error.message}
    </Alert>
  );
}
