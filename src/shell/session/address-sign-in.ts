/** Sign-in from the address when a parent portal opens the console with session parameters (spec §4). */
import type { userStatusRequest, userStatusResponse, verifyRequest, verifyResponse } from '@/api/contracts/session';
import { isUnder, paths } from '@/shell/access/paths';
import { firstPermittedPath } from '@/shell/access/permissions';
import { defaultServices } from '@/shell/access/services';
import { landingFor } from '@/shell/access/roles';
import type { z } from 'zod';
import type { SignInAddress, SignInParams } from './address-params';
import { adminKeys, signInKeys, writeProfile } from './sign-in-records';
import type { SessionStore } from './store';
import { isSuccessStatus, type SuccessCodes } from './success-status';

export interface AddressSignInDeps {
  store: SessionStore;
  codes: SuccessCodes;
  verify(request: z.infer<typeof verifyRequest>): Promise<z.infer<typeof verifyResponse>>;
  userStatus(request: z.infer<typeof userStatusRequest>): Promise<z.infer<typeof userStatusResponse>>;
  closeWindow(): void;
}

/** Navigate (with history replace, so the query leaves the address) or the window has been closed. */
export type AddressSignInDecision = { navigate: string } | { closeWindow: true };


/** Stores the address session, then routes as spec §4 "Opening with parameters" and "After verification succeeds". */
export async function signInFromAddress(address: SignInAddress, deps: AddressSignInDeps): Promise<AddressSignInDecision> {
  const { store } = deps;
  const { params } = address;
  storeAddressSession(store, params);

  if (address.path === paths.customerLogin) return { navigate: landingFor({ roleId: store.read('role_id'), hasAdminSession: false }) };
  if (isUnder(address.path, paths.userList)) return { navigate: paths.userList };

  const verified = await deps
    .verify({ uname: params.username, session: params.session, token: params.token, esme: params.esme, ...(params.profile_name ? { profile_name: params.profile_name } : {}) })
    .catch(() => null);
  if (!verified || !isSuccessStatus(verified.status, deps.codes)) {
    store.clear();
    return { navigate: paths.login };
  }
  writeProfile(store, verified.profile_details ?? null, verified.profile_id);

  const status = await deps
    .userStatus({ id: params.esme, token: params.token, esme: params.esme })
    .then((answer) => answer.status)
    .catch(() => 'failed' as const);
  const signUpInProgress = store.read('embedded_signup') === true;
  if (status === 'active' || (status === 'inactive' && signUpInProgress)) {
    return { navigate: firstPermittedPath(store.read('permission'), address.path) };
  }

  // Without clearing, the login page would bounce a still-stored session straight back in.
  const whiteLabel = store.read('whitelabel') === true;
  store.clear();
  if (!whiteLabel) return { navigate: paths.login };
  deps.closeWindow();
  return { closeWindow: true };
}

function storeAddressSession(store: SessionStore, params: SignInParams): void {
  store.remove(...signInKeys, ...adminKeys);
  store.write('session', params.session);
  store.write('token', params.token);
  store.write('username', params.username);
  store.write('uname', params.username);
  const esme = Number(params.esme);
  if (Number.isInteger(esme)) store.write('id', esme);
  if (params.loginName) store.write('loginName', params.loginName);
  if (params.whitelabel) store.write('whitelabel', params.whitelabel === '1' || params.whitelabel === 'true');
  // A portal address without services opens what a new account has (spec §6's default), not every area.
  store.write('services', params.services ?? defaultServices);
  const roleId = Number(params.role_id);
  if (params.role_id && Number.isInteger(roleId)) store.write('role_id', roleId);
  if (params.profile_name) store.write('profile_name', params.profile_name);
  if (params.user_session) store.write('user_sess', params.user_session);
}
