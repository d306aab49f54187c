import Box from '@mui/material/Box';
import { memo } from 'react';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import type { Messages } from '../../../i18n';
import type { NavItem, NavItemId } from '../nav-rules';
import { LinkList } from './link-list';

const labelKey: Record<NavItemId, keyof Messages['layout']> = {
  promo: 'promo',
  slots: 'slots',
  tableGames: 'tableGames',
  quickGames: 'quickGames',
  aviator: 'aviator',
  luckyNumbers: 'luckyNumbers',
  myStatement: 'myStatement',
  myBets: 'myBets',
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

/** The left sidebar's navigation list (SPEC §2): links, a disabled Promo without happy hours, and two actions. */
export const NavList = memo(function NavList({ items, currentPath, onNavigate, onAction }: NavListProps) {
  const t = useMessages().layout;
  const label = (id: NavItemId) => {
    const text = t[labelKey[id]];
    return typeof text === 'string' ? text : id;
  };
  return (
    <Box component="nav" aria-label={t.mainNavigation}>
      <LinkList>
        {items.map((item) => {
          const text = <span className="label strong">{label(item.id)}</span>;
          const badge = item.badge ? <span className="badge">{item.badge}</span> : null;
          if (item.kind === 'action') {
            return (
              <li key={item.id}>
                <button type="button" className="row" onClick={() => onAction(item.id)}>
                  {text}
                </button>
              </li>
            );
          }
          if (item.disabled) {
            // A link with nowhere to go: announced as a disabled link, not focusable.
            return (
              <li key={item.id}>
                <a className="row" role="link" aria-disabled="true">
                  {text}
                  {badge}
                </a>
              </li>
            );
          }
          const current = currentPath === item.to;
          return (
            <li key={item.id}>
              <RouterLink className="row" to={item.to} onClick={onNavigate} aria-current={current ? 'page' : undefined}>
                {text}
                {badge}
              </RouterLink>
            </li>
          );
        })}
      </LinkList>
    </Box>
  );
});
