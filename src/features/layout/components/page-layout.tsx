import Box from '@mui/material/Box';
import { memo, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { ProviderSummary } from '../../../../contract/content';
import { useMessages } from '../../../i18n';
import { CONTAINER_WIDTH, HEADER_HEIGHT, LEFT_SIDEBAR_WIDTH, Paths, RIGHT_SIDEBAR_WIDTH } from '../../../lib/layout';
import type { NavItem, NavItemId } from '../nav-rules';
import { Footer } from './footer';
import { Header } from './header';
import { RouteProgress } from './route-progress';
import type { HeaderAccount } from './header';
import { LeftSidebar } from './left-sidebar';
import { RightSidebar } from './right-sidebar';
import { SidebarContent } from './sidebar-content';

export { CONTAINER_WIDTH } from '../../../lib/layout';

export interface PageLayoutProps {
  account: HeaderAccount;
  /** The page's path without language prefix ('' when unknown) */
  currentPath: string;
  navItems: NavItem[];
  onNavAction: (id: NavItemId) => void;
  sidebarOpen: boolean;
  onSidebarOpenChange: (open: boolean) => void;
  providers: readonly ProviderSummary[];
  /** The page takes the width between the sidebars from md (the lobby), rather than SPEC's 560 px column. */
  wide?: boolean;
  children: ReactNode;
}

/** The widest a wide page's column grows (the lobby's rails stay at six tiles a row). */
const WIDE_WIDTH = 1280;

/**
 * `value`, a commit later and at low priority. The sidebar is a closed drawer on phones: when the session changes the
 * account, the header shows it in one commit and the sidebar follows in another, rather than one long task for both.
 */
function useLaterValue<T>(value: T): T {
  const [later, setLater] = useState(value);
  useEffect(() => {
    if (later !== value) startTransition(() => setLater(value));
  }, [value, later]);
  return later;
}

/**
 * The page frame (SPEC §2 Layout): fixed 64px header; left sidebar (a column from xl, a drawer below), the 560px
 * main column, and the right sidebar from lg; the footer under the main column.
 */
export const PageLayout = memo(function PageLayout({
  account,
  currentPath,
  navItems,
  onNavAction,
  sidebarOpen,
  onSidebarOpenChange,
  providers,
  wide = false,
  children,
}: PageLayoutProps) {
  const t = useMessages().layout;
  const close = useCallback(() => onSidebarOpenChange(false), [onSidebarOpenChange]);
  const toggle = useCallback(() => onSidebarOpenChange(!sidebarOpen), [onSidebarOpenChange, sidebarOpen]);
  const onAction = useCallback(
    (id: NavItemId) => {
      close();
      onNavAction(id);
    },
    [close, onNavAction],
  );
  const hideHeaderOnPhone = currentPath === Paths.auth;
  const sidebar = useLaterValue(useMemo(() => ({ account, navItems }), [account, navItems]));
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        pl: { xl: `${LEFT_SIDEBAR_WIDTH}px` },
        pr: { lg: `${RIGHT_SIDEBAR_WIDTH}px` },
      }}
    >
      <RouteProgress />
      <Header account={account} menuOpen={sidebarOpen} onMenuClick={toggle} hideOnPhone={hideHeaderOnPhone} />
      <LeftSidebar open={sidebarOpen} onClose={close} label={t.menu} closeLabel={t.closeMenu}>
        <SidebarContent
          account={sidebar.account}
          showSearch={currentPath !== Paths.search}
          navItems={sidebar.navItems}
          currentPath={currentPath}
          onNavigate={close}
          onAction={onAction}
        />
      </LeftSidebar>
      {/* What MUI's Container (gutters, no breakpoint width) drew, as plain styles (docs/performance.md) */}
      <Box
        component="main"
        sx={{
          width: '100%',
          boxSizing: 'border-box',
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          maxWidth: wide ? { xs: CONTAINER_WIDTH, md: WIDE_WIDTH } : CONTAINER_WIDTH,
          pt: hideHeaderOnPhone ? { xs: 4, sm: `${HEADER_HEIGHT + 24}px` } : `${HEADER_HEIGHT + 24}px`,
          pb: 6,
          flex: 1,
        }}
      >
        {children}
      </Box>
      <Footer />
      <RightSidebar providers={providers} />
    </Box>
  );
});
