/** Reading sign-in parameters from an address: small, so it can run on every page load (spec §4). */
import { normalizePath } from '@/shell/access/paths';

export interface SignInParams {
  session: string;
  token: string;
  username: string;
  esme: string;
  loginName: string | null;
  whitelabel: string | null;
  services: string | null;
  role_id: string | null;
  profile_name: string | null;
  user_session: string | null;
}

/** The route the address names (query stripped) and its sign-in parameters. */
export interface SignInAddress {
  path: string;
  params: SignInParams;
}

const REQUIRED = ['session', 'token', 'username', 'esme'] as const;
const OPTIONAL = ['loginName', 'whitelabel', 'services', 'role_id', 'profile_name', 'user_session'] as const;

/**
 * Reads sign-in parameters from a full address. With hash routing they usually sit after the route
 * (`/#/home?session=…`), but a portal may also put them before the hash; both are read, the route's win.
 * Null unless session, token, username and esme are all present.
 */
export function parseSignInParams(url: string): SignInAddress | null {
  const address = new URL(url, 'http://console.invalid');
  const [route = '', routeQuery = ''] = address.hash.replace(/^#/, '').split('?');
  const query = new URLSearchParams(address.search);
  new URLSearchParams(routeQuery).forEach((value, name) => query.set(name, value));

  const value = (name: string) => query.get(name) || null;
  const [session, token, username, esme] = REQUIRED.map(value);
  if (!session || !token || !username || !esme) return null;
  const optional = Object.fromEntries(OPTIONAL.map((name) => [name, value(name)])) as Record<(typeof OPTIONAL)[number], string | null>;
  return { path: normalizePath(route), params: { session, token, username, esme, ...optional } };
}
