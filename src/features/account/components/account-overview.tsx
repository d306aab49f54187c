/** /my-account/: who the player is, and the ways to change it. */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '../../../../contract/entities';
import { RouterLink } from '../../../components/link';
import { useLocalizedPath, useMessages } from '../../../i18n';
import { AccountPaths } from '../paths';

function Row({ term, children }: { term: string; children: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 4, py: 2 }}>
      <Typography component="dt" color="textSecondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function AccountOverview({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const messages = useMessages();
  const t = messages.account;
  const localized = useLocalizedPath();
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || t.setYourName;
  const links = [
    { to: AccountPaths.editPhone, label: t.editPhone },
    { to: AccountPaths.password, label: t.changePassword },
    { to: AccountPaths.banks, label: t.banks },
    { to: AccountPaths.statement, label: t.statement },
    { to: AccountPaths.myBets, label: messages.myBets.title },
    { to: AccountPaths.verification, label: t.verification },
    { to: AccountPaths.limits, label: t.limits },
    { to: AccountPaths.activity, label: t.activity },
  ];
  return (
    <Paper sx={{ p: { xs: 4, sm: 6 } }}>
      <Typography variant="h5" component="h1">
        {t.title}
      </Typography>
      <Box component="dl" sx={{ my: 3 }}>
        <Row term={t.name}>{name}</Row>
        <Row term={t.phone}>{user.phone}</Row>
        <Row term={t.verificationLevel}>{t.levels[user.verification_level] ?? user.verification_level}</Row>
      </Box>
      <Stack component="nav" aria-label={t.title} spacing={2}>
        {links.map((link) => (
          <Button key={link.to} component={RouterLink} to={localized(link.to)} variant="outlined" fullWidth>
            {link.label}
          </Button>
        ))}
      </Stack>
      <Button variant="text" color="inherit" fullWidth sx={{ mt: 4 }} onClick={onSignOut}>
        {messages.common.signOut}
      </Button>
    </Paper>
  );
}
