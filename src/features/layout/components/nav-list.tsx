import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { memo } from 'react';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import type { Messages } from '../../../i18n';
import type { NavItem, NavItemId } from '../nav-rules';

const labelKey: Record<NavItemId, keyof Messages['layout']> = {
  promo: 'promo',
  slots: 'slots',
  tableGames: 'tableGames',
  quickGames: 'quickGames',
  luckyNumbers: 'luckyNumbers',
  myStatement: 'myStatement',
  verification: 'verification',
  customerSupport: 'customerSupport',
  withdrawals: 'withdrawals',
  signOut: 'signOut',
};

interface NavListProps {
  items: NavItem[];
  /** The page's path, to mark the current entry */
  currentPath: string;
  onNavigate: () => void;
  onAction: (id: NavItemId) => void;
}

function Badge({ text }: { text: string }) {
  return (
    <Box
      component="span"
      sx={{
        ml: 2,
        minWidth: 22,
        height: 22,
        px: 1.5,
        borderRadius: 11,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 12,
        fontWeight: 700,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {text}
    </Box>
  );
}

/** The left sidebar's navigation list (SPEC §2): links, a disabled Promo without happy hours, and two actions. */
export const NavList = memo(function NavList({ items, currentPath, onNavigate, onAction }: NavListProps) {
  const t = useMessages().layout;
  const label = (id: NavItemId) => {
    const text = t[labelKey[id]];
    return typeof text === 'string' ? text : id;
  };
  return (
    <Box component="nav" aria-label={t.mainNavigation}>
      <List disablePadding>
        {items.map((item) => {
          const text = <ListItemText primary={label(item.id)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />;
          const badge = item.badge ? <Badge text={item.badge} /> : null;
          if (item.kind === 'action') {
            return (
              <li key={item.id}>
                <ListItemButton component="button" onClick={() => onAction(item.id)} sx={{ width: '100%' }}>
                  {text}
                </ListItemButton>
              </li>
            );
          }
          if (item.disabled) {
            // A link with nowhere to go: announced as a disabled link, not focusable.
            return (
              <li key={item.id}>
                <ListItemButton component="a" role="link" aria-disabled="true" disabled>
                  {text}
                  {badge}
                </ListItemButton>
              </li>
            );
          }
          const current = currentPath === item.to;
          return (
            <li key={item.id}>
              <ListItemButton
                component={RouterLink}
                to={item.to}
                onClick={onNavigate}
                selected={current}
                aria-current={current ? 'page' : undefined}
              >
                {text}
                {badge}
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </Box>
  );
});
