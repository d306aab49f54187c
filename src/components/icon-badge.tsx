/** The round badge a method's icon sits in, tinted with the brand's primary colour (cash cards and screen titles). */

import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export function IconBadge({ children, size = 48 }: { children: ReactNode; size?: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={(theme) => ({
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
        color: 'primary.main',
        '& svg': { fontSize: Math.round(size * 0.58) },
      })}
    >
      {children}
    </Box>
  );
}
