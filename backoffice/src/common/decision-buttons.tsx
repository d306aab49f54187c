import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';

export type Decision = 'approve' | 'reject';

/**
 * Approve and reject side by side in a row; clicks stay off the row's own link. Dialogs go in `children`. Without
 * `approvable` (one's own request, which a second staff member approves) only Reject shows.
 */
export function DecisionButtons({
  onChoose,
  children,
  approvable = true,
}: {
  onChoose(decision: Decision): void;
  children: ReactNode;
  approvable?: boolean;
}) {
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()} sx={{ justifyContent: 'flex-end' }}>
      {approvable && (
        <Button size="small" variant="contained" color="success" onClick={() => onChoose('approve')}>
          Approve
        </Button>
      )}
      <Button size="small" variant="outlined" color="error" onClick={() => onChoose('reject')}>
        Reject
      </Button>
      {children}
    </Stack>
  );
}
