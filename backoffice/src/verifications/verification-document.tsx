import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { API } from '../http';

/**
 * The player's document, fetched with the session (the server answers it no-store and audits the read) and shown
 * from memory: an image inline, a PDF through a link that opens it in a new tab.
 */
export function VerificationDocument({ id }: { id: string }) {
  const [state, setState] = useState<{ url: string; type: string } | { error: string } | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    fetch(`${API}/verifications/${encodeURIComponent(id)}/document`, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok)
          throw new Error(response.status === 404 ? 'No document uploaded' : 'The document could not be read');
        const blob = await response.blob();
        url = URL.createObjectURL(blob);
        if (!cancelled) setState({ url, type: blob.type });
      })
      .catch((error: Error) => !cancelled && setState({ error: error.message }));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);

  if (state === null) return <CircularProgress size={24} />;
  if ('error' in state) return <Alert severity="info">{state.error}</Alert>;
  if (state.type.startsWith('image/')) {
    return (
      <Box
        component="img"
        src={state.url}
        alt="Identity document"
        sx={{ maxWidth: '100%', maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    );
  }
  return (
    <Button variant="outlined" href={state.url} target="_blank" rel="noopener">
      Open the document (PDF)
    </Button>
  );
}
