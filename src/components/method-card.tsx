/** A payment method as one big tappable card (the cash-in and cash-out hubs): its icon, name, a line on it, terms. */

import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { IconBadge } from './icon-badge';
import { ChevronRightIcon } from './icons';
import { RouterLink } from './link';

export function MethodCard({
  to,
  icon,
  title,
  text,
  terms = [],
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  /**
   * The method's small print (fee, minimum), in the brand's colour under the text, one line of dots between terms.
   * The card's link is named by all it shows, the dots left out.
   */
  terms?: readonly string[];
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        listStyle: 'none',
        overflow: 'hidden',
        transition: 'border-color 150ms, transform 150ms',
        '&:hover': { borderColor: 'primary.main' },
        '&:active': { transform: 'scale(0.99)' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:active': { transform: 'none' } },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ height: '100%', minHeight: 80, p: { xs: 3, sm: 4 }, display: 'flex', alignItems: 'center', gap: 3 }}
      >
        <IconBadge>{icon}</IconBadge>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 700, lineHeight: 1.3 }}>
            {title}
          </Typography>
          <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
            {text}
          </Typography>
          {terms.length > 0 ? (
            <Typography component="span" variant="body2" sx={{ display: 'block', mt: 1, fontWeight: 600 }}>
              {terms.map((term, index) => (
                <Fragment key={term}>
                  {index > 0 ? <span aria-hidden="true"> · </span> : null}
                  {term}
                </Fragment>
              ))}
            </Typography>
          ) : null}
        </Box>
        <ChevronRightIcon color="action" sx={{ mr: -1 }} />
      </CardActionArea>
    </Paper>
  );
}

/** The cards of a hub, one under the other on a phone. */
export function MethodCardList({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3 }}>
      {children}
    </Box>
  );
}
