/** What each way of signing in writes to the session, and the administrator's switch into and out of a customer (spec §3, §4). */
import type { customerLoginResponse, EnterpriseLoginData, PermissionProfile } from '@/api/contracts/auth';
import { userTypeFrom } from '@/shell/access/permissions';
import type { z } from 'zod';
import type { SessionKey, SessionValues } from './keys';
import type { SessionStore } from './store';

export type CustomerLogin = z.infer<typeof customerLoginResponse>['body'];

/** Keys that describe one signed-in user; a new sign-in resets them all so nothing leaks from the last one. */
export const signInKeys: readonly SessionKey[] = [
  'session', 'username', 'uname', 'token', 'id', 'services', 'whitelabel', 'logo', 'loginName', 'role_id',
  'profile_name', 'profile_id', 'permission', 'isProfile', 'isLounge', 'userType', 'user_sess', 'contactScrubbing',
];

export const adminKeys: readonly SessionKey[] = ['admin_session', 'admin_username', 'admin_id', 'admin_token', 'admin_role_id'];

/** Stores a permission profile with what the menu derives from it: isProfile and the maker/checker type. */
export function writeProfile(store: SessionStore, permission: PermissionProfile | null, profileId?: string | null): void {
  store.remove('permission', 'profile_id', 'isProfile', 'userType');
  if (profileId) store.write('profile_id', profileId);
  if (!permission) return;
  store.write('permission', permission);
  store.write('isProfile', true);
  const userType = userTypeFrom(permission);
  if (userType) store.write('userType', userType);
}

/** After enterprise sign-in: `data` is the decrypted `body.data`, `typedUsername` what the user typed. */
export function saveEnterpriseLogin(store: SessionStore, data: EnterpriseLoginData, typedUsername: string): void {
  store.remove(...signInKeys, ...adminKeys);
  store.write('id', data.esme);
  store.write('username', data.username);
  store.write('uname', typedUsername);
  store.write('token', data.token);
  store.write('session', data.session);
  store.write('contactScrubbing', Boolean(data.IP?.message));
  store.write('role_id', data.role_id);
  store.write('services', data.services);
  store.write('whitelabel', data.whitelabel === '1');
  store.write('loginName', data.loginName);
  store.write('isLounge', data.isLounge);
  if (data.profile_name) store.write('profile_name', data.profile_name);
  writeProfile(store, data.permission ?? null, data.profile_id);
}

/**
 * An administrator opens a customer: their own session, username, id, token and role are kept as admin_*,
 * then the customer's values become current. Opening a second customer keeps the first saved admin values.
 */
export function beginImpersonation(store: SessionStore, customer: CustomerLogin): void {
  if (store.read('admin_session') === null) {
    writeIfPresent(store, 'admin_session', store.read('session'));
    writeIfPresent(store, 'admin_username', store.read('username'));
    writeIfPresent(store, 'admin_id', store.read('id'));
    writeIfPresent(store, 'admin_token', store.read('token'));
    writeIfPresent(store, 'admin_role_id', store.read('role_id'));
  }
  store.remove(...signInKeys);
  store.write('session', customer.session);
  store.write('username', customer.username);
  store.write('uname', customer.username);
  store.write('id', customer.esme);
  store.write('token', customer.token);
  store.write('role_id', customer.role_id);
  store.write('services', customer.services);
  store.write('whitelabel', customer.whitelabel === '1');
  store.write('loginName', customer.loginName);
  store.write('contactScrubbing', Boolean(customer.IP?.message));
}

/** Back to the administrator: everything of the customer goes, the saved admin_* values become current again. */
export function endImpersonation(store: SessionStore): void {
  const saved = {
    session: store.read('admin_session'),
    username: store.read('admin_username'),
    id: store.read('admin_id'),
    token: store.read('admin_token'),
    role_id: store.read('admin_role_id'),
  };
  store.clear();
  writeIfPresent(store, 'session', saved.session);
  writeIfPresent(store, 'username', saved.username);
  writeIfPresent(store, 'id', saved.id);
  writeIfPresent(store, 'token', saved.token);
  writeIfPresent(store, 'role_id', saved.role_id);
}

function writeIfPresent<K extends SessionKey>(store: SessionStore, key: K, value: SessionValues[K] | null): void {
  if (value !== null) store.write(key, value);
}
