import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { Paths } from '../../../lib/layout';
import { BalanceButton, type BalanceParts } from './balance-button';

/** The player as the layout shows them: nothing while the session is checked. */
export type HeaderAccount =
  | { status: 'checking' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      balance: string | null;
      parts?: BalanceParts | null;
      name?: string;
      phone?: string;
      /** The site plays for fun: `balance` is the play balance, and there is no Deposit (contract/play-money.ts). */
      play?: boolean;
    };

interface AuthButtonsProps {
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Laid out but not shown (nor announced), while the session is checked. */
  hidden?: boolean;
}

/**
 * Sign In / Sign Up links to /auth/, opening the matching tab. While the session is checked they are in the page
 * but hidden: a visitor's session answer then only shows them (an inline style), with no new element to render nor
 * style to insert.
 */
export function AuthButtons({ size = 'medium', fullWidth, hidden = false }: AuthButtonsProps) {
  const t = useMessages().common;
  return (
    <Box
      sx={{ display: 'flex', gap: 2, width: fullWidth ? '100%' : undefined }}
      style={hidden ? { visibility: 'hidden' } : undefined}
    >
      <Button
        component={RouterLink}
        to={Paths.auth}
        state={{ mode: 'signIn' }}
        variant="outlined"
        size={size}
        fullWidth={fullWidth}
      >
        {t.signIn}
      </Button>
      <Button
        component={RouterLink}
        to={Paths.auth}
        state={{ mode: 'signUp' }}
        variant="contained"
        size={size}
        fullWidth={fullWidth}
      >
        {t.signUp}
      </Button>
    </Box>
  );
}

/** The header's amount: bold, never wrapped, right-aligned. */
const AMOUNT_LOOK = {
  fontWeight: 700,
  fontSize: { xs: '0.875rem', xsl: '1rem' },
  minWidth: 40,
  textAlign: 'right',
  whiteSpace: 'nowrap',
} as const;

/**
 * The play balance where the site plays for fun, in place of the balance and Deposit: named "Play balance" above the
 * amount, so that nobody takes it for money.
 */
function PlayBalance({ amount }: { amount: string | null }) {
  const t = useMessages().playMoney;
  // Its own id: a game's bar shows it too, with the header still in the page under the game.
  const id = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', lineHeight: 1.2 }}>
      <Typography id={id} component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {t.playBalance}
      </Typography>
      <Typography component="output" aria-labelledby={id} sx={{ ...AMOUNT_LOOK, lineHeight: 1.2 }}>
        {amount ?? '…'}
      </Typography>
    </Box>
  );
}

/**
 * The balance as the header shows it, without Deposit (a game's bar on a phone shows it too): the total, its cash
 * and bonus lines a tap away where both exist; the play balance where the site plays for fun.
 */
export function BalanceAmount({
  balance,
  parts,
  play = false,
}: {
  balance: string | null;
  parts?: BalanceParts | null;
  play?: boolean;
}) {
  const t = useMessages().common;
  if (play) return <PlayBalance amount={balance} />;
  return balance && parts ? (
    <BalanceButton total={balance} parts={parts} sx={AMOUNT_LOOK} />
  ) : (
    <Typography component="output" aria-label={t.balance} sx={AMOUNT_LOOK}>
      {balance ?? '…'}
    </Typography>
  );
}

/**
 * Until the unit is known (no balance yet) the Deposit keeps its room but is not shown: the site may play for fun
 * (contract/play-money.ts), where there is nothing to deposit, and a Deposit there would be offered for a moment.
 * An inline style, not `sx`: showing it then inserts no style rule (e2e/first-paint.spec.ts).
 */
export const UNTIL_UNIT_KNOWN = { visibility: 'hidden' } as const;

/** The header's balance/deposit bar (SPEC §2): balance plus Deposit when signed in, else Sign In / Sign Up. */
export function AccountBar({ account }: { account: HeaderAccount }) {
  const t = useMessages().common;
  if (account.status !== 'signedIn') return <AuthButtons size="small" hidden={account.status === 'checking'} />;
  if (account.play) return <PlayBalance amount={account.balance} />;
  return (
    <Box sx={{ display: 'flex', gap: { xs: 1, xsl: 2 }, alignItems: 'center' }}>
      <BalanceAmount balance={account.balance} parts={account.parts} />
      <Button
        component={RouterLink}
        to={Paths.deposit}
        variant="contained"
        size="small"
        sx={{
          px: { xs: 1.25, xsl: 2 },
          minWidth: 0,
          whiteSpace: 'nowrap',
        }}
        style={account.balance === null ? UNTIL_UNIT_KNOWN : undefined}
      >
        {t.deposit}
      </Button>
    </Box>
  );
}
