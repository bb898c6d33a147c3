/** Logout (spec §4 "Logout", §8): the decision and the session changes; the caller shows toasts and navigates. */
import type { AuthHeaders } from '@/api/client';
import { paths } from '@/shell/access/paths';
import type { SessionStore } from './store';
import { endImpersonation } from './sign-in-records';
import { isSuccessStatus, type SuccessCodes } from './success-status';

export interface LogoutDeps {
  store: SessionStore;
  codes: SuccessCodes;
  reportsLogout(): Promise<unknown>;
  mainLogout(request: { username: string }): Promise<{ status: number }>;
  /** A failed reports logout is only logged (spec §8); it never stops the main logout. */
  onReportsLogoutError?(error: unknown): void;
}

/** `refused`: show the embedded sign-up alert; `error`: show the translated `logout_err_msg` toast. */
export type LogoutOutcome = { refused: 'embedded_signup' } | { navigate: string } | { error: 'logout_err_msg' };

export const EMBEDDED_SIGNUP_LOGOUT_ALERT = 'Embedded Sign up is in progress, Kindly complete the process or close the Facebook pop-up UI to Logout';

export async function logout(deps: LogoutDeps): Promise<LogoutOutcome> {
  const { store } = deps;
  if (store.read('embedded_signup') === true) return { refused: 'embedded_signup' };

  await deps.reportsLogout().catch((error: unknown) => deps.onReportsLogoutError?.(error));
  const username = store.read('username');
  // With no username there is no server session to end, only the local one.
  if (username !== null) {
    const status = await deps
      .mainLogout({ username })
      .then((answer) => answer.status)
      .catch(() => null);
    if (status === null || !isSuccessStatus(status, deps.codes)) return { error: 'logout_err_msg' };
  }

  const roleId = store.read('role_id') ?? store.read('admin_role_id');
  if (roleId === 2 && store.read('admin_session') !== null) {
    endImpersonation(store);
    return { navigate: paths.customerLogin };
  }
  store.clear();
  return { navigate: paths.root };
}

/**
 * Every server session the browser holds: the user's own and, while an administrator acts for a
 * customer, the administrator's. Read before the store is cleared, so they can still be ended.
 */
export function heldServerSessions(store: SessionStore): AuthHeaders[] {
  const own = store.read('token');
  const admin = store.read('admin_token');
  const sessions: AuthHeaders[] = [];
  if (own) sessions.push({ token: own, username: store.read('username') ?? '', session: store.read('session') ?? '', roleId: store.read('role_id') });
  if (admin) {
    sessions.push({ token: admin, username: store.read('admin_username') ?? '', session: store.read('admin_session') ?? '', roleId: store.read('admin_role_id') });
  }
  return sessions;
}

export interface EndServerSessionCalls {
  reportsLogout(request: { sessionId: string; hostName: string }, auth: AuthHeaders): Promise<unknown>;
  mainLogout(request: { username: string }, auth: AuthHeaders): Promise<unknown>;
}

/**
 * Ends a session on the server after the browser has already forgotten it (the idle timeout,
 * issue #16): its reports tokens, then the session. Failures are only reported: what the user sees
 * is decided by spec §4 alone, and an unreachable server lets the session end by expiry.
 */
export async function endServerSession(auth: AuthHeaders, calls: EndServerSessionCalls, hostName: string, onError: (error: unknown) => void): Promise<void> {
  await calls.reportsLogout({ sessionId: auth.session, hostName }, auth).catch(onError);
  await calls.mainLogout({ username: auth.username }, auth).catch(onError);
}
