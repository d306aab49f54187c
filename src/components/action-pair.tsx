/**
 * A screen's two last buttons, the way on and the way back (Confirm and Cancel, Confirm and Change): one under the
 * other on a phone, the way on first, so that neither label wraps; side by side from 460 px, the way on at the right.
 */

import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function ActionPair({ primary, secondary }: { primary: ReactNode; secondary: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', xsl: 'row-reverse' },
        gap: { xs: 0, xsl: 2 },
        '& > *': { flex: 1 },
      }}
    >
      {primary}
      {secondary}
    </Box>
  );
}
