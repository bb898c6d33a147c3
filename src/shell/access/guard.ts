/** The route guard's one decision (spec §2, §4): the guard component only acts on it. */
import { normalizePath, paths, publicPaths } from './paths';
import { redirectForSignedIn } from './roles';
import { canAccessPath, serviceStartPage } from './services';
import type { AccessContext, AccessDecision } from './types';

export function guard(path: string, ctx: AccessContext): AccessDecision {
  const normal = normalizePath(path);
  if (!ctx.signedIn) {
    return publicPaths.includes(normal) ? { allow: true } : { allow: false, redirectTo: paths.login };
  }
  if (normal === paths.alert) return { allow: true };
  const byRole = redirectForSignedIn(normal, ctx);
  if (byRole !== null) return { allow: false, redirectTo: byRole };
  if (!canAccessPath(normal, ctx)) return { allow: false, redirectTo: serviceStartPage(ctx) };
  return { allow: true };
}
