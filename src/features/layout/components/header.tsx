import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import brand from '@brand';
import { HomeIcon, MenuIcon, SearchIcon } from '../../../components/icons';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { HEADER_HEIGHT, Paths } from '../../../lib/layout';
import { AccountBar } from './account-bar';
import type { HeaderAccount } from './account-bar';

export type { HeaderAccount } from './account-bar';

/** The id of the left sidebar, which the burger controls. */
export const LEFT_SIDEBAR_ID = 'left-sidebar';

interface HeaderProps {
  account: HeaderAccount;
  menuOpen: boolean;
  onMenuClick: () => void;
  /** On phones the auth page hides the header (SPEC §2). */
  hideOnPhone?: boolean;
}

/**
 * A control's tap area spans a 48 px band of the header, above and below what it shows: on a 320 px phone the
 * controls sit side by side with no width to spare, but the 64 px header has height for a thumb.
 */
const TALL_TAP = {
  '&::before': { content: '""', position: 'absolute', left: 0, right: 0, top: '50%', height: 48, translate: '0 -50%' },
} as const;

// On the narrowest phones (320 px) every pixel goes to the balance and Deposit: tighter icon buttons and logo.
const belowXl = { display: { xs: 'inline-flex', xl: 'none' }, p: { xs: 0.75, xsl: 1 }, ...TALL_TAP } as const;

/**
 * What MUI's AppBar (fixed, elevation 0, colour inherited) drew, as one element's styles: the header is on every page,
 * and AppBar's module and its Paper cost start-up time for a box (docs/performance.md, "Layout without MUI wrappers").
 */
const BAR = {
  position: 'fixed',
  top: 0,
  left: 'auto',
  right: 0,
  zIndex: 'appBar',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  flexDirection: 'column',
  justifyContent: 'center',
  height: HEADER_HEIGHT,
  bgcolor: 'header',
  color: 'inherit',
  '@media print': { position: 'absolute' },
} as const;

/**
 * The fixed 64px top bar. Below xl: burger, home icon, logo, search icon, then the balance/deposit bar; from xl
 * up the left sidebar is a column, so the header keeps the logo and the bar.
 */
export function Header({ account, menuOpen, onMenuClick, hideOnPhone = false }: HeaderProps) {
  const { Logo } = brand;
  const messages = useMessages();
  const t = messages.layout;
  return (
    <Box component="header" sx={{ ...BAR, display: hideOnPhone ? { xs: 'none', sm: 'flex' } : 'flex' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          height: HEADER_HEIGHT,
          px: { xs: 0.5, xsl: 1, sm: 4 },
          gap: { xs: 0, xsl: 0.5, sm: 2 },
        }}
      >
        <IconButton
          color="inherit"
          aria-label={t.openMenu}
          aria-controls={LEFT_SIDEBAR_ID}
          aria-expanded={menuOpen}
          onClick={onMenuClick}
          sx={belowXl}
        >
          <MenuIcon />
        </IconButton>
        <IconButton component={RouterLink} to={Paths.home} color="inherit" aria-label={t.home} sx={belowXl}>
          <HomeIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to={Paths.home}
          aria-label={`${brand.settings.name} ${messages.common.home}`}
          sx={{ display: 'flex', color: 'text.primary', width: { xs: 72, xsl: 112, sm: 128 }, flexShrink: 0 }}
        >
          <Logo width="100%" style={{ height: 'auto' }} aria-hidden="true" role="presentation" />
        </Box>
        <IconButton component={RouterLink} to={Paths.search} color="inherit" aria-label={t.search} sx={belowXl}>
          <SearchIcon />
        </IconButton>
        <Box sx={{ ml: 'auto', flexShrink: 0, '& .MuiButton-root': TALL_TAP }}>
          <AccountBar account={account} />
        </Box>
      </Box>
    </Box>
  );
}
