import { NotFound, usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { AREA_PATHS, can, type Role } from '../roles';
import { Forbidden } from './forbidden';

/**
 * A path no route answers: a screen this role has no route for (its resource is not registered) says so, as a 403
 * from the server does; anything else is react-admin's not-found page.
 */
export function CatchAll() {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<Role>();
  if (isPending) return null;
  const area = AREA_PATHS[pathname.split('/')[1] ?? ''];
  if (area !== undefined && !can(permissions, area)) return <Forbidden />;
  return <NotFound />;
}
