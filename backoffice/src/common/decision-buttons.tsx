import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';

export type Decision = 'approve' | 'reject';

/** Approve and reject side by side in a row; clicks stay off the row's own link. Dialogs go in `children`. */
export function DecisionButtons({ onChoose, children }: { onChoose(decision: Decision): void; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" variant="contained" color="success" onClick={() => onChoose('approve')}>
        Approve
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => onChoose('reject')}>
        Reject
      </Button>
      {children}
    </Stack>
  );
}
