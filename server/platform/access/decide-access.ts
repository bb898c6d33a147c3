import type { PermissionProfile } from '@/api/contracts/auth';
import type { ApiErrorName } from '@/api/contracts/errors';
import { roleId } from '@/api/contracts/users';
import type { Channel, RouteAccess } from './route-access';

/** The signed-in caller as the decision needs it (a subset of the session). */
export interface CallerSession {
  esme: number;
  roleId: number;
  impersonatedBy: string | null;
}

/** What the router knows of a caller when it decides. */
export interface CallerFacts {
  /** null: no session was read (signed out, or a route with `signedIn: false`). */
  session: CallerSession | null;
  /** The user's services and profile, read only for a route with a channel rule; null when the user row is gone. */
  user?: { services: string; profile: PermissionProfile | null } | null;
  /** The account the request names in a field of the route's account rule. */
  account?: number;
}

/** A refusal in the API's words; its status comes from `server/platform/http/error-status.ts` (401 signed out, else 403). */
export interface Refusal {
  errorName: ApiErrorName;
  message: string;
}

export type AccessDecision = { allowed: true } | { allowed: false; refusal: Refusal };

const allowed: AccessDecision = { allowed: true };
const refuse = (errorName: ApiErrorName, message: string): AccessDecision => ({ allowed: false, refusal: { errorName, message } });
const forbidden = (message = 'You may not do this.') => refuse('forbidden', message);

/** spec §3 service keys: 1 WhatsApp, 2 RCS; 4 alone opens everything; no value opens everything (spec §6). */
export function servicesOpenChannel(services: string, channel: Channel): boolean {
  const keys = services
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.length === 0 || (keys.length === 1 && keys[0] === '4')) return true;
  return keys.includes(channel === 'whatsapp' ? '1' : '2');
}

const actingForCustomer = (session: CallerSession) => session.impersonatedBy !== null;
const opensCustomerSessions = (session: CallerSession) => (session.roleId === roleId.admin || session.roleId === roleId.customer) && !actingForCustomer(session);

function decideChannel(rule: NonNullable<RouteAccess['channel']>, user: NonNullable<CallerFacts['user']>): AccessDecision {
  const whatsappOpen = servicesOpenChannel(user.services, 'whatsapp');
  const open = rule.services === 'whatsapp-or-rcs' ? whatsappOpen || servicesOpenChannel(user.services, 'rcs') : servicesOpenChannel(user.services, rule.services);
  if (!open) return forbidden(rule.servicesRefusal);
  if (user.profile && !user.profile.data.some((item) => rule.permissions.includes(item.subsvc))) {
    // The lists first tried the caller as a WhatsApp caller: with only RCS open, that refusal is the one told.
    return forbidden(rule.services === 'whatsapp-or-rcs' && !whatsappOpen ? rule.servicesRefusal : rule.missing);
  }
  return allowed;
}

/**
 * Whether a caller may call a route, and if not the status and body it is refused with. The checks run
 * in one order for every route: session, roles, user administrator, acting for a customer, services,
 * profile, account.
 */
export function decideAccess(access: RouteAccess, facts: CallerFacts): AccessDecision {
  if (!access.signedIn) return allowed;
  const session = facts.session;
  if (!session) return refuse('unauthenticated', 'Sign in first.');
  if (access.roles && !access.roles.some((role) => role === session.roleId)) return forbidden();
  if (access.channel && session.roleId === roleId.userAdmin) return forbidden(access.channel.userAdminRefusal);
  if (access.actingForCustomer && session.roleId === roleId.customer && !actingForCustomer(session)) return forbidden('Open a customer session first.');
  if (access.notActingForCustomer && !opensCustomerSessions(session)) return refuse('customerAlreadyImpersonating', 'Sign out of the customer session first.');
  if (access.channel) {
    if (!facts.user) return forbidden();
    const channel = decideChannel(access.channel, facts.user);
    if (!channel.allowed) return channel;
  }
  if (access.account && facts.account !== undefined && facts.account !== session.esme && !(access.account.customerOpeners && opensCustomerSessions(session))) {
    return refuse('accountMismatch', 'That account is not the one you are signed in to.');
  }
  return allowed;
}
