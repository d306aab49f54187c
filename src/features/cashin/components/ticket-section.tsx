/** The hub's ticket section (SPEC §7 ticket cash-in): its title and text, with the form, or its place while it loads. */

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TICKET_CODE_LENGTH } from '../../../../contract/sites';
import { TicketIcon } from '../../../components/cash-icons';
import { IconBadge } from '../../../components/icon-badge';
import { useMessages } from '../../../i18n';

export function TicketSection({ children }: { children: ReactNode }) {
  const t = useMessages().depositMethods;
  return (
    <Paper component="section" aria-labelledby="ticket-cash-in" sx={{ p: { xs: 4, sm: 6 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, mb: 2 }}>
        <IconBadge>
          <TicketIcon />
        </IconBadge>
        <Typography id="ticket-cash-in" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t.ticket}
        </Typography>
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
        {t.ticketText(TICKET_CODE_LENGTH)}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Where the form goes until its code is there, at the form's size: it stays in view until the player scrolls to it
 * (TicketSlot), and the form then takes its place without moving what is below. The outlined field with its
 * margin: 'normal' (16px above, 8px below: the theme's text field default) and the line kept for its message, then
 * the button.
 */
export function TicketFormPlaceholder() {
  return (
    <Box aria-hidden="true" sx={{ pt: '16px' }}>
      <Skeleton variant="rounded" height={56} />
      <Box sx={{ height: 23 + 8 }} />
      <Skeleton variant="rounded" height={48} sx={{ mt: 2 }} />
    </Box>
  );
}
