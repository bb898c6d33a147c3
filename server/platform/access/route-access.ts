import type { RoleId } from '@/api/contracts/users';

export type Channel = 'whatsapp' | 'rcs';

/**
 * The rules of a channel page (spec §6): role 1 is refused, the user's services must open the
 * channel, and a permission profile, when the user has one, must hold one of `permissions`.
 */
export interface ChannelRule {
  /** `whatsapp-or-rcs`: the lists that serve campaigns of both channels. */
  services: Channel | 'whatsapp-or-rcs';
  /** What a refusal by services says (it names the channel, or the first one of `whatsapp-or-rcs`). */
  servicesRefusal: string;
  /** What a user administrator (role 1) is told. */
  userAdminRefusal: string;
  /** Sub-permissions (`subsvc`) of which a profile must hold one. */
  permissions: readonly string[];
  /** What a profile without any of them is told. */
  missing: string;
}

/**
 * Who may call a route, as data: the router authenticates when `signedIn` and `decideAccess`
 * (decide-access.ts) reads the rest. Rules the caller facts cannot answer (a target user's role,
 * a campaign's maker) stay with the handler that loads that row.
 */
export interface RouteAccess {
  /**
   * false: the router reads no session. The route is open, or checks a credential of its own
   * (a provider's signature, a reports access token) named in `by`.
   */
  signedIn: boolean;
  /** For the reference and the table test: the credential a route with `signedIn: false` checks itself. */
  by?: 'provider-signature' | 'reports-token' | 'gateway-token' | 'token-in-request';
  /** Only these roles pass (403 with the default message). */
  roles?: readonly RoleId[];
  /** Role 2 passes only acting for a customer: a bare operator has no account of its own. */
  actingForCustomer?: boolean;
  /** Role 0 and 2 only while not acting for a customer (opening a customer session). */
  notActingForCustomer?: boolean;
  channel?: ChannelRule;
  /**
   * Fields of the body (then the query) that name an account; a number there other than the
   * session's account is refused. `customerOpeners`: role 0 and 2 not acting for a customer may
   * name any account.
   */
  account?: { fields: readonly string[]; customerOpeners?: boolean };
}

export const openToAnyone = { signedIn: false } as const satisfies RouteAccess;
export const anySignedIn = { signedIn: true } as const satisfies RouteAccess;
/** Signed out to the router; the handler checks the provider's signature or verify token. */
export const providerSigned = { signedIn: false, by: 'provider-signature' } as const satisfies RouteAccess;
/** Signed out to the router; the handler checks the reports access token from getToken. */
export const reportsTokenHolder = { signedIn: false, by: 'reports-token' } as const satisfies RouteAccess;
/** Signed out to the router; the handler checks the bot's gateway token. */
export const gatewayTokenHolder = { signedIn: false, by: 'gateway-token' } as const satisfies RouteAccess;
/** Signed out to the router; the handler reads the token or session id the request carries, whatever the session's state. */
export const tokenInRequest = { signedIn: false, by: 'token-in-request' } as const satisfies RouteAccess;
