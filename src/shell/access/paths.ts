/** Route paths the access rules name (spec §2, §4). */

export const paths = {
  root: '/',
  login: '/login',
  loginSandbox: '/login/sandbox',
  loginEnterprise: '/login/enterprise',
  customerLogin: '/customer-login',
  alert: '/alert',
  home: '/home',
  userList: '/user-list',
  chatbotSettings: '/chatbot/settings',
} as const;

/** Reachable while signed out (spec §2, §4 "Session"). */
export const publicPaths: readonly string[] = [paths.login, paths.loginSandbox, paths.loginEnterprise, paths.customerLogin, paths.alert];

/** The route path alone: no query, no hash-router prefix, no trailing slash ('/' stays '/'). */
export function normalizePath(path: string): string {
  const bare = path.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  const absolute = bare.startsWith('/') ? bare : `/${bare}`;
  return absolute.length > 1 ? absolute.replace(/\/+$/, '') || '/' : absolute;
}

/** The first path segment ('' for the root). */
export function areaOf(path: string): string {
  return normalizePath(path).split('/')[1] ?? '';
}

/** True for `base` itself and every path below it. */
export function isUnder(path: string, base: string): boolean {
  const normal = normalizePath(path);
  return normal === base || normal.startsWith(`${base}/`);
}
