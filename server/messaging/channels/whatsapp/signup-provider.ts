import type { Queryable } from '../../../platform/db/db';

/** What the provider says a finished embedded sign-up connected: one WABA and its number. */
export interface SignedUpBusiness {
  waba: { id: string; name: string; status: 'PENDING' | 'APPROVED' };
  number: { id: string; displayNumber: string; verifiedName: string; status: 'PENDING' | 'CONNECTED' };
  /** The business token Meta issued for the WABA (the code exchange's); the sandbox stand-in has none. */
  accessToken?: string;
  /**
   * The WABA is already the signing-up account's: a Marketing Messages Lite sign-up picked it (Meta's
   * dialog for that feature may choose an existing WABA). Nothing is stored but the onboarding and the token.
   */
  held?: true;
}

/** The ids Meta's dialog posted in its session info (`WA_EMBEDDED_SIGNUP` FINISH): what the customer picked. */
export interface ChosenInSignup {
  wabaId: string;
  phoneNumberId?: string;
}

export type SignupExchange = { ok: true; business: SignedUpBusiness } | { ok: false; message: string };

/**
 * The seam to the social-login provider's code exchange (Meta: oauth/access_token, then debug_token's
 * granular scopes for the shared WABA, then its phone_numbers; `channels/whatsapp/graph-signup-provider.ts`).
 * Runs before the caller's transaction (it waits on the provider); it stores nothing of the business,
 * which the caller stores after, so a refused sign-up leaves nothing behind but a spent code.
 */
export interface SignupProvider {
  /** `sandbox`: the stand-in (labelled wherever it shows); `meta`: Meta's Graph API. */
  readonly label: 'sandbox' | 'meta';
  /** `mmLiteFor`: the account a Marketing Messages Lite sign-up is for, whose own WABA is onboarded rather than refused. */
  exchange(tx: Queryable, input: { code: string; appId: string; businessName: string; now: Date; chosen?: ChosenInSignup; mmLiteFor?: number }): Promise<SignupExchange>;
}
