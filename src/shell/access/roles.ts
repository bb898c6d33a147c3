/** Where each role belongs (spec §4 "Redirects by role when signed in", §6). Roles: 0 admin, 1 user administrator, 2 customer, 3 other. */
import { isUnder, normalizePath, paths } from './paths';
import { firstPermittedPath } from './permissions';
import type { AccessContext } from './types';

type RoleContext = Pick<AccessContext, 'roleId' | 'hasAdminSession'> & Partial<Pick<AccessContext, 'permission'>>;

export function isSignedIn(ctx: Pick<AccessContext, 'signedIn'>): boolean {
  return ctx.signedIn;
}

/** A customer-role session that is the administrator's own, before they open a customer. */
const isAdminAwaitingCustomer = (ctx: RoleContext) => ctx.roleId === 2 && !ctx.hasAdminSession;
/** An administrator acting as a customer. */
const isActingAsCustomer = (ctx: RoleContext) => ctx.roleId === 2 && ctx.hasAdminSession;

/**
 * Where a role starts: 1 the user list, 2 customer login until a customer is opened, everyone else home,
 * or the first permitted page of a permission profile without CampaignManager (spec §6).
 */
export function landingFor(ctx: RoleContext): string {
  if (ctx.roleId === 1) return paths.userList;
  if (isAdminAwaitingCustomer(ctx)) return paths.customerLogin;
  return firstPermittedPath(ctx.permission ?? null, paths.home);
}

/** The redirect a signed-in user gets on this path, or null to stay. */
export function redirectForSignedIn(path: string, ctx: RoleContext): string | null {
  const target = redirectTarget(normalizePath(path), ctx);
  return target === normalizePath(path) ? null : target;
}

function redirectTarget(path: string, ctx: RoleContext): string | null {
  if (path === paths.login || path === paths.root) return landingFor(ctx);
  if (path === paths.loginEnterprise) return paths.home;
  if (isUnder(path, paths.userList)) {
    if (isAdminAwaitingCustomer(ctx)) return paths.customerLogin;
    if (isActingAsCustomer(ctx) || ctx.roleId === 3) return paths.home;
    return null;
  }
  if (path === paths.customerLogin) {
    if (ctx.roleId === 1) return paths.userList;
    if (isActingAsCustomer(ctx) || ctx.roleId === 3) return paths.home;
    return null;
  }
  if (path === paths.chatbotSettings) {
    if (isAdminAwaitingCustomer(ctx)) return paths.customerLogin;
    if (ctx.roleId === 1) return paths.userList;
  }
  return null;
}
