import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n';
import { signInPath } from '../lib/layout';
import { RouterLink } from './link';

/**
 * What a visitor sees where a page's content is for players (promotions, jackpots, happy hour): what signing in
 * gives, and Sign in, coming back to `next` afterwards.
 */
export function VisitorPrompt({
  title,
  hint,
  next,
  children,
}: {
  title: string;
  hint: string;
  /** This page's path, where sign-in returns */
  next: string;
  /** Other ways on, beside Sign in */
  children?: ReactNode;
}) {
  const t = useMessages().common;
  return (
    <Paper variant="outlined" sx={{ p: 4, borderRadius: 4, textAlign: 'center' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
        {hint}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={signInPath(next)} variant="contained" size="large">
          {t.signIn}
        </Button>
        {children}
      </Box>
    </Paper>
  );
}
