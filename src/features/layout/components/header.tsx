import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import brand from '@brand';
import { RouterLink } from '../../../components/link';
import { messages } from '../../../i18n/en';

export const HEADER_HEIGHT = 64;
export const DEPOSIT_PATH = '/cashin/acoin/voucher/';
export const AUTH_PATH = '/auth/';

/** What the header shows on the right: nothing while the session is checked. */
export type HeaderAccount =
  { status: 'checking' } | { status: 'signedOut' } | { status: 'signedIn'; balance: string | null };

const t = messages.common;

function AccountBar({ account }: { account: HeaderAccount }) {
  if (account.status === 'checking') return null;
  if (account.status === 'signedOut') {
    return (
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to={AUTH_PATH} state={{ mode: 'signIn' }} variant="outlined" color="primary">
          {t.signIn}
        </Button>
        <Button component={RouterLink} to={AUTH_PATH} state={{ mode: 'signUp' }} variant="contained" color="primary">
          {t.signUp}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Typography component="output" aria-label={t.balance} sx={{ fontWeight: 700, minWidth: 64, textAlign: 'right' }}>
        {account.balance ?? '…'}
      </Typography>
      <Button component={RouterLink} to={DEPOSIT_PATH} variant="contained" color="primary">
        {t.deposit}
      </Button>
    </Stack>
  );
}

/** The fixed 64px top bar: logo home link, then balance and Deposit, or Sign In / Sign Up. */
export function Header({ account }: { account: HeaderAccount }) {
  const { Logo } = brand;
  return (
    <AppBar position="fixed" sx={{ bgcolor: 'header', height: HEADER_HEIGHT, justifyContent: 'center' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', height: HEADER_HEIGHT, px: { xs: 3, sm: 4 }, gap: 2 }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label={`${brand.settings.name} ${messages.common.home}`}
          sx={{ display: 'flex', color: 'text.primary', mr: 'auto' }}
        >
          <Logo height={32} width={128} aria-hidden="true" role="presentation" />
        </Box>
        <AccountBar account={account} />
      </Box>
    </AppBar>
  );
}
