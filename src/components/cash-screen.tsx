/**
 * One cash screen (a deposit method, a withdrawal, a ticket): the way back to its hub above, then one card with the
 * method's icon and the screen's title, and the screen's own content.
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconBadge } from './icon-badge';
import { ArrowBackIcon } from './icons';
import { RouterLink } from './link';

export function CashScreen({
  icon,
  title,
  back,
  children,
}: {
  icon: ReactNode;
  title: string;
  /** The hub this screen is one of, and its link's words */
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Box>
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -2, minHeight: 48 }}>
        {back.label}
      </Button>
      <Paper sx={{ p: { xs: 4, sm: 6 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, mb: 4 }}>
          <IconBadge>{icon}</IconBadge>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
