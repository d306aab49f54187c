/**
 * The parts of a list read a page at a time by cursor (the statement, my bets): rows loading, a failure with Retry,
 * and Load more (or its failure) under the rows.
 */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useMessages } from '../i18n';

/** Read by screen readers only. */
const unseen = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function RowsLoading() {
  const loading = useMessages().common.loading;
  return (
    <Box role="status" sx={{ px: { xs: 3, sm: 4 }, py: 2 }}>
      <Box component="span" sx={unseen}>
        {loading}
      </Box>
      <Skeleton width="30%" sx={{ mt: 2 }} />
      {[0, 1, 2, 3, 4].map((n) => (
        <Box key={n} sx={{ display: 'flex', alignItems: 'center', gap: 3, py: 3 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
          </Box>
          <Skeleton width={72} />
        </Box>
      ))}
    </Box>
  );
}

export function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages().statement;
  return (
    <Alert
      severity="error"
      sx={{ m: { xs: 3, sm: 4 }, alignItems: 'center' }}
      action={
        <Button color="inherit" onClick={onRetry} sx={{ minHeight: 48 }}>
          {t.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** Under the rows: Load more while the server says more follow, or the next page's failure with Retry. */
export function MorePages({
  failed,
  failedMessage,
  hasNextPage,
  loading,
  onMore,
}: {
  failed: boolean;
  failedMessage: string;
  hasNextPage: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const t = useMessages().statement;
  if (failed) return <Failed message={failedMessage} onRetry={onMore} />;
  if (!hasNextPage) return null;
  return (
    <Box sx={{ p: { xs: 3, sm: 4 } }}>
      <Button variant="outlined" fullWidth loading={loading} onClick={onMore} sx={{ minHeight: 48 }}>
        {t.loadMore}
      </Button>
    </Box>
  );
}
