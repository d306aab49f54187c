/**
 * The top of a cash hub: the page's title and the one figure the player came to see (their balance, or what they can
 * withdraw) large on the brand's colour, with a line of small print under it.
 */

import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function BalanceHero({
  id,
  title,
  label,
  amount,
  children,
}: {
  /** Names the figure: `${id}-label` labels it */
  id: string;
  title: string;
  label: string;
  /** The formatted amount; null while it loads */
  amount: string | null;
  /** Small print under the figure */
  children?: ReactNode;
}) {
  return (
    <Paper
      elevation={0}
      sx={(theme) => ({
        p: { xs: 5, sm: 6 },
        color: 'primary.contrastText',
        // from the brand's colour to its darker shade: the text keeps at least the contrast it has on the brand's colour
        background: `linear-gradient(135deg, ${theme.palette.primary.main} 40%, ${theme.palette.primary.dark} 100%)`,
      })}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" component="p" sx={{ mt: 3, opacity: 0.9 }} id={`${id}-label`}>
        {label}
      </Typography>
      <Typography
        component="output"
        aria-labelledby={`${id}-label`}
        sx={{
          display: 'block',
          fontSize: { xs: '2.25rem', sm: '2.75rem' },
          fontWeight: 800,
          lineHeight: 1.15,
          letterSpacing: '-0.01em',
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {amount ?? '…'}
      </Typography>
      {children ? (
        <Typography variant="body2" sx={{ mt: 2, opacity: 0.9 }}>
          {children}
        </Typography>
      ) : null}
    </Paper>
  );
}
