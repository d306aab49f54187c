import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from '../../../components/icons';
import { BREAKPOINTS, HEADER_HEIGHT, LEFT_SIDEBAR_WIDTH, SIDEBAR_SCROLL_RESET_MS } from '../../../lib/layout';
import { LEFT_SIDEBAR_ID } from './header';

interface LeftSidebarProps {
  open: boolean;
  onClose: () => void;
  label: string;
  closeLabel: string;
  children: ReactNode;
}

/** Locks page scroll while open; Escape or growing past xl closes; focus goes in and comes back out. */
function useOpenDrawer(open: boolean, onClose: () => void, closeButton: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!open) return;
    const body = document.body;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(`(min-width:${BREAKPOINTS.xl}px)`) : null;
    const onWide = () => {
      if (wide?.matches) onClose();
    };
    wide?.addEventListener('change', onWide);
    return () => {
      body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      wide?.removeEventListener('change', onWide);
      if (previousFocus?.isConnected) previousFocus.focus();
    };
  }, [open, onClose, closeButton]);
}

/**
 * The left sidebar (SPEC §2): a permanent 320px column from xl up; below xl a drawer that slides in over the page
 * with an overlay that closes it. One element in the static HTML for every width: CSS picks the behaviour.
 */
export function LeftSidebar({ open, onClose, label, closeLabel, children }: LeftSidebarProps) {
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useOpenDrawer(open, onClose, closeButton);

  // The next opening starts at the top, once the closing slide is over.
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      if (panel.current) panel.current.scrollTop = 0;
    }, SIDEBAR_SCROLL_RESET_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <>
      {open && (
        <Box
          data-sidebar-overlay=""
          aria-hidden="true"
          onClick={onClose}
          sx={{
            position: 'fixed',
            inset: 0,
            zIndex: (theme) => theme.zIndex.drawer - 1,
            bgcolor: 'rgba(0, 0, 0, 0.6)',
            display: { xs: 'block', xl: 'none' },
          }}
        />
      )}
      <Box
        component="aside"
        id={LEFT_SIDEBAR_ID}
        ref={panel}
        aria-label={label}
        data-open={open ? 'true' : 'false'}
        sx={{
          position: 'fixed',
          left: 0,
          bottom: 0,
          top: { xs: 0, xl: HEADER_HEIGHT },
          width: LEFT_SIDEBAR_WIDTH,
          maxWidth: { xs: 'calc(100vw - 48px)', xl: 'none' },
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          bgcolor: 'background.paper',
          borderRight: { xl: 1 },
          borderColor: { xl: 'divider' },
          zIndex: { xs: 'drawer', xl: 'appBar' },
          transform: { xs: open ? 'none' : 'translateX(-100%)', xl: 'none' },
          visibility: { xs: open ? 'visible' : 'hidden', xl: 'visible' },
          boxShadow: { xs: open ? 16 : 'none', xl: 'none' },
          transition: (theme) =>
            theme.transitions.create(['transform', 'visibility'], {
              duration: theme.transitions.duration.enteringScreen,
            }),
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <Box sx={{ display: { xs: 'flex', xl: 'none' }, justifyContent: 'flex-end', px: 2, pt: 2 }}>
          <IconButton ref={closeButton} aria-label={closeLabel} onClick={onClose} color="inherit">
            <CloseIcon />
          </IconButton>
        </Box>
        {children}
      </Box>
    </>
  );
}
