import { useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
// Imported from its module, not the barrel: the menu data stays out of the sign-in page.
import { guard } from '@/shell/access/guard';
import { useAccessContext } from '@/shell/session';

let addressChanges = 0;
const subscribeToAddress = (onChange: () => void) => {
  const changed = () => {
    addressChanges += 1;
    onChange();
  };
  window.addEventListener('popstate', changed);
  return () => window.removeEventListener('popstate', changed);
};
const readAddressChanges = () => addressChanges;

/**
 * Replaces the address with `to` (when not null) after every address change, not only when the
 * target changes (issue #16). The router renders locations in transitions: when the address goes
 * back to a page before a pending navigation has rendered, the router's location equals the one
 * already shown, nothing re-renders, and a `<Navigate>` (which fires once per target) left a
 * signed-in user on a blank page.
 */
function useRedirect(to: string | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const changes = useSyncExternalStore(subscribeToAddress, readAddressChanges);
  // A passive effect: the router subscribes to the address in its own layout effect, which runs
  // after its children's on the first render, so a layout effect here could navigate unheard.
  useEffect(() => {
    if (to !== null) void navigate(to, { replace: true });
  }, [location, changes, to, navigate]);
}

/** A route that only sends the user elsewhere. */
export function Redirect({ to }: { to: string }) {
  useRedirect(to);
  return null;
}

/** Every route passes here: the same `guard` the menu and redirects use decides (spec §4, §6). */
export function AccessGate() {
  const decision = guard(useLocation().pathname, useAccessContext());
  const redirectTo = decision.allow ? null : decision.redirectTo;
  useRedirect(redirectTo);
  return redirectTo === null ? <Outlet /> : null;
}
