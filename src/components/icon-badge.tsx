/**
 * The round badge an icon sits in, tinted with one of the theme's colours: the brand's primary for a method (cash
 * cards and screen titles), the warning colour for money on its way.
 */

import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export function IconBadge({
  children,
  size = 48,
  tone = 'primary',
  sx = [],
}: {
  children: ReactNode;
  size?: number;
  tone?: 'primary' | 'warning';
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      aria-hidden="true"
      sx={[
        (theme) => ({
          flex: 'none',
          width: size,
          height: size,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
          // primary is the brand's own, readable on its page; the warning shade is picked for contrast
          color: tone === 'primary' ? 'primary.main' : `warning.${theme.palette.mode === 'light' ? 'dark' : 'light'}`,
          '& svg': { fontSize: Math.round(size * 0.58) },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
