import type { AuthHeaders } from '@/api/client';
import type { SessionStore } from './store';

/** What the API client sends with every request while a token exists (spec §7). */
export function authHeadersFrom(store: SessionStore): AuthHeaders | null {
  const token = store.read('token');
  if (!token) return null;
  return {
    token,
    username: store.read('username') ?? '',
    session: store.read('session') ?? '',
    roleId: store.read('role_id') ?? store.read('admin_role_id'),
  };
}
