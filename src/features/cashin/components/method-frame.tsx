/** A cash-in method's page: its icon and title, a way back to all methods, and the method's own content. */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ArrowBackIcon } from '../../../components/icons';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { Paths } from '../../../lib/layout';
import type { CashInMethod } from '../methods';
import { METHOD_ICONS } from './method-icons';
import { IconBadge } from './method-list';

export function MethodFrame({ method, title, children }: { method: CashInMethod; title: string; children: ReactNode }) {
  const t = useMessages().depositMethods;
  const Icon = METHOD_ICONS[method];
  return (
    <Box>
      <Button component={RouterLink} to={Paths.deposit} startIcon={<ArrowBackIcon />} sx={{ mb: 2, minHeight: 48 }}>
        {t.backToMethods}
      </Button>
      <Paper sx={{ p: { xs: 4, sm: 6 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, mb: 3 }}>
          <IconBadge>
            <Icon />
          </IconBadge>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
