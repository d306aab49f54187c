import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { ChevronRightIcon, SearchIcon } from '../../../components/icons';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { Paths } from '../../../lib/layout';
import type { NavItem, NavItemId } from '../nav-rules';
import { AuthButtons, UNTIL_UNIT_KNOWN } from './account-bar';
import type { HeaderAccount } from './account-bar';
import { NavList } from './nav-list';
import { BalancePartLines, type BalanceParts } from './balance-button';

/** The profile button (SPEC §2): the player's name (or 'Set Your Name') and phone, linking to my-account. */
export function ProfileButton({ name, phone, onNavigate }: { name: string; phone: string; onNavigate?: () => void }) {
  return (
    <ButtonBase
      component={RouterLink}
      to={Paths.myAccount}
      onClick={onNavigate}
      sx={{ width: '100%', justifyContent: 'space-between', textAlign: 'left', p: 3, borderRadius: 1 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {name}
        </Typography>
        <Typography variant="body2" color="textSecondary" noWrap>
          {phone}
        </Typography>
      </Box>
      <ChevronRightIcon />
    </ButtonBase>
  );
}

/**
 * The balance box: the amount and a Deposit button. Not labelled 'Balance': the header's bar holds that name. Where
 * the site plays for fun (`play`), the play balance, so named, and no Deposit (contract/play-money.ts).
 */
function BalanceBox({
  balance,
  parts,
  play = false,
  onNavigate,
}: {
  balance: string | null;
  parts?: BalanceParts | null;
  play?: boolean;
  onNavigate: () => void;
}) {
  const messages = useMessages();
  return (
    <Box sx={{ p: 3, borderRadius: 1, bgcolor: 'action.hover', display: 'flex', alignItems: 'center', gap: 3 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="textSecondary" component="p">
          {play ? messages.playMoney.playBalance : messages.layout.balance}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: 20 }} noWrap>
          {balance ?? '…'}
        </Typography>
        {parts ? <BalancePartLines parts={parts} /> : null}
      </Box>
      {play ? null : (
        <Button
          component={RouterLink}
          to={Paths.deposit}
          variant="contained"
          onClick={onNavigate}
          style={balance === null ? UNTIL_UNIT_KNOWN : undefined}
        >
          {messages.common.deposit}
        </Button>
      )}
    </Box>
  );
}

interface SidebarContentProps {
  account: HeaderAccount;
  showSearch: boolean;
  navItems: NavItem[];
  currentPath: string;
  onNavigate: () => void;
  onAction: (id: NavItemId) => void;
}

/** What the left sidebar holds: the account, the search button and the navigation list. */
export function SidebarContent({
  account,
  showSearch,
  navItems,
  currentPath,
  onNavigate,
  onAction,
}: SidebarContentProps) {
  const messages = useMessages();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, px: 3, py: 4 }}>
      {account.status === 'signedIn' && (
        <>
          <ProfileButton
            name={account.name ?? messages.layout.setYourName}
            phone={account.phone ?? ''}
            onNavigate={onNavigate}
          />
          <BalanceBox balance={account.balance} parts={account.parts} play={account.play} onNavigate={onNavigate} />
        </>
      )}
      {account.status !== 'signedIn' && <AuthButtons fullWidth hidden={account.status === 'checking'} />}
      {showSearch && (
        <Button
          component={RouterLink}
          to={Paths.search}
          onClick={onNavigate}
          variant="outlined"
          color="inherit"
          startIcon={<SearchIcon />}
          sx={{ justifyContent: 'flex-start', color: 'text.secondary', borderColor: 'divider' }}
        >
          {messages.layout.searchGames}
        </Button>
      )}
      <NavList items={navItems} currentPath={currentPath} onNavigate={onNavigate} onAction={onAction} />
    </Box>
  );
}
