import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import type { KycDocumentType } from '../../../contract/verification';
import { API } from '../http';

/**
 * The player's document, straight from the server with the session cookie: an image inline, a PDF through a link that
 * opens it in a new tab (the server answers it inline, no-store). Each time it is shown the server audits the read.
 */
export function VerificationDocument({ id, contentType }: { id: string; contentType: KycDocumentType }) {
  const [failed, setFailed] = useState(false);
  const url = `${API}/verifications/${encodeURIComponent(id)}/document`;
  if (failed) return <Alert severity="warning">The document could not be shown: reload the page.</Alert>;
  if (contentType.startsWith('image/')) {
    return (
      <Box
        component="img"
        src={url}
        alt="Identity document"
        onError={() => setFailed(true)}
        sx={{ maxWidth: '100%', maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    );
  }
  return (
    <Button variant="outlined" href={url} target="_blank" rel="noopener">
      Open the document (PDF)
    </Button>
  );
}
