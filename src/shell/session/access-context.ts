import type { AccessContext } from '@/shell/access/types';
import type { SessionStore } from './store';

/** Reads what the access rules look at (spec §4, §6) from the session. */
export function readAccessContext(store: SessionStore): AccessContext {
  return {
    signedIn: store.read('session') !== null && store.read('token') !== null,
    roleId: store.read('role_id') ?? store.read('admin_role_id'),
    hasAdminSession: store.read('admin_session') !== null,
    services: store.read('services'),
    permission: store.read('permission'),
    isLounge: store.read('isLounge') === true,
    isProfile: store.read('isProfile') === true,
    whitelabel: store.read('whitelabel') === true,
    // Only an explicit false hides Contact Scrubbing (spec §6 "hidden when contactScrubbing is false").
    contactScrubbing: store.read('contactScrubbing') !== false,
  };
}
