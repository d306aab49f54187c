import AssessmentIcon from '@mui/icons-material/Assessment';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu, usePermissions } from 'react-admin';
import { can, type Area, type Role } from '../roles';
import { ChatMenuItem } from './chat-menu-item';

/** The resources in menu order, each with the area that opens it. */
const RESOURCES: Array<[string, Area]> = [
  ['players', 'players'],
  ['withdrawals', 'withdrawals'],
  ['verifications', 'verifications'],
  ['adjustments', 'adjustments'],
  ['happy_hours', 'happy_hours'],
  ['bonus_campaigns', 'bonus_campaigns'],
  ['jackpots', 'jackpots'],
  ['games', 'games'],
  ['audit', 'audit'],
];

/** Only what the signed-in role can open; the server refuses the rest anyway. */
export function ConsoleMenu() {
  const { permissions } = usePermissions<Role>();
  return (
    <Menu>
      <Menu.DashboardItem />
      {RESOURCES.filter(([, area]) => can(permissions, area)).map(([name]) => (
        <Menu.ResourceItem key={name} name={name} />
      ))}
      {can(permissions, 'reports') && <Menu.Item to="/reports" primaryText="Reports" leftIcon={<AssessmentIcon />} />}
      {can(permissions, 'chat') && <ChatMenuItem />}
      {can(permissions, 'site_config') && (
        <Menu.Item to="/site-config" primaryText="Site config" leftIcon={<SettingsIcon />} />
      )}
    </Menu>
  );
}
