import type { EnterpriseLoginData } from '@/api/contracts/auth';
import type { AccountRow, ProfileRow, UserRow } from '../../users/rows';
import type { OpenedSession } from '../../platform/auth/session-store';

const CONTACT_SCRUBBING_MESSAGE = 'Contact scrubbing is enabled for this account';

/**
 * The spec's `IP.message` is what turns contactScrubbing on in the console, so it carries a
 * message exactly when the account has contact scrubbing.
 */
export const ipNotice = (account: AccountRow) => (account.contact_scrubbing ? { message: CONTACT_SCRUBBING_MESSAGE } : {});

export interface LoginParts {
  user: UserRow;
  account: AccountRow;
  profile: ProfileRow | undefined;
  session: OpenedSession;
  roleId: number;
  /** Who is at the keyboard: the user, or the administrator acting as a customer. */
  loginName: string;
}

/** Everything the console stores after a sign-in (spec §3 sign-in session values). */
export function loginData({ user, account, profile, session, roleId, loginName }: LoginParts): EnterpriseLoginData {
  return {
    esme: account.esme,
    username: user.username,
    token: session.token,
    session: session.sessionId,
    IP: ipNotice(account),
    role_id: roleId,
    services: user.services,
    whitelabel: account.whitelabel ? '1' : '0',
    loginName,
    isLounge: user.is_lounge,
    isProfile: Boolean(profile),
    ...(profile ? { profile_name: profile.name, profile_id: profile.id, permission: profile.data } : {}),
  };
}

/** The console address that signs in from its query (spec §4 "Opening with parameters"). */
export function consoleSignInUrl(data: EnterpriseLoginData): string {
  const query = new URLSearchParams({
    session: data.session,
    token: data.token,
    username: data.username,
    esme: String(data.esme),
    loginName: data.loginName,
    whitelabel: data.whitelabel,
    services: data.services,
    role_id: String(data.role_id),
    ...(data.profile_name ? { profile_name: data.profile_name } : {}),
  });
  return `/#/home?${query.toString()}`;
}
