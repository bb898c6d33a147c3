import { Navigate, Outlet, useLocation } from 'react-router-dom';
// Imported from its module, not the barrel: the menu data stays out of the sign-in page.
import { guard } from '@/shell/access/guard';
import { useAccessContext } from '@/shell/session';

/** Every route passes here: the same `guard` the menu and redirects use decides (spec §4, §6). */
export function AccessGate() {
  const { pathname } = useLocation();
  const decision = guard(pathname, useAccessContext());
  return decision.allow ? <Outlet /> : <Navigate to={decision.redirectTo} replace />;
}
