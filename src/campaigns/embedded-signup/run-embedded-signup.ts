import { FEATURE_TYPE_OF_APP, type SignupApp, type SignupRequest, type SignupResponse, type WabaDataRow } from '@/api/contracts/whatsapp-accounts';
import type { SessionStore } from '@/shell/session';
import type { SessionInfo } from './session-info';
import type { LoginStatus, SocialLoginSdk } from './social-login-sdk';

/** What the user sees after a run (spec §4 "Embedded sign-up", §8). */
export type SignupOutcome =
  | { kind: 'success'; wabaData: WabaDataRow[] }
  | { kind: 'cancelled' }
  | { kind: 'no-code' }
  | { kind: 'call-failed' }
  | { kind: 'refused'; message: string | null };

export interface SignupLogEntry {
  reason: string;
  status: string;
  payload: string;
}

export interface EmbeddedSignupDeps {
  sdk: SocialLoginSdk;
  app: SignupApp;
  appId: string;
  configId: string;
  graphApiVersion: string;
  store: SessionStore;
  account: { esme: number; username: string };
  signup(payload: SignupRequest): Promise<SignupResponse>;
  /** The WABA and number the dialog's session info named, read once the login ends. */
  sessionInfo?: () => SessionInfo | null;
  log(entry: SignupLogEntry): void;
}

/**
 * `extras` of Meta's embedded sign-up v3 (its implementation guide): `setup` (empty: nothing prefilled),
 * the app's feature type (spec §3: the smart-messaging app onboards to Marketing Messages Lite), and
 * session info version 3, so the dialog posts `WA_EMBEDDED_SIGNUP` with the WABA and number picked.
 */
export function signupExtras(app: SignupApp) {
  return { setup: {}, featureType: FEATURE_TYPE_OF_APP[app], sessionInfoVersion: '3' } as const;
}

const call = (run: (callback: (status: LoginStatus) => void) => void) => new Promise<LoginStatus>((resolve) => run(resolve));

/**
 * Spec §4: choose the app, log out if already connected, log in with response type code, and with a
 * code send the sign-up call. The session's `embedded_signup` flag is set for the whole run, so logout,
 * the idle timeout and an inactive status are refused or ignored meanwhile.
 */
export async function runEmbeddedSignup(deps: EmbeddedSignupDeps): Promise<SignupOutcome> {
  const { sdk, store } = deps;
  store.write('embedded_signup', true);
  try {
    sdk.init({ appId: deps.appId, autoLogAppEvents: true, xfbml: true, version: deps.graphApiVersion });
    const current = await call((done) => sdk.getLoginStatus(done));
    if (current.status === 'connected') await call((done) => sdk.logout(done));
    const login = await call((done) =>
      sdk.login(done, {
        config_id: deps.configId,
        response_type: 'code',
        override_default_response_type: true,
        extras: signupExtras(deps.app),
      }),
    );
    const auth = login.authResponse;
    if (!auth) {
      deps.log({ reason: 'User cancelled login or did not fully authorize', status: login.status, payload: JSON.stringify({ app: deps.app, appId: deps.appId }) });
      return { kind: 'cancelled' };
    }
    if (!auth.code) return { kind: 'no-code' };
    const picked = deps.sessionInfo?.();
    const payload: SignupRequest = {
      user_id: auth.userID ?? '',
      esme_id: deps.account.esme,
      name: deps.account.username,
      expires_in: auth.expiresIn ?? 0,
      graph_domain: auth.graphDomain ?? '',
      data_access_expiration_time: auth.data_access_expiration_time ?? 0,
      description: deps.app,
      access_token: auth.accessToken ?? null,
      signed_request: auth.signedRequest ?? null,
      code: auth.code,
      client_id: deps.appId,
      feature_type: FEATURE_TYPE_OF_APP[deps.app],
      ...(picked ? { waba_id: picked.wabaId, ...(picked.phoneNumberId ? { phone_number_id: picked.phoneNumberId } : {}) } : {}),
    };
    let answer: SignupResponse;
    try {
      answer = await deps.signup(payload);
    } catch (error) {
      deps.log({ reason: 'Embedded sign-up failed', status: 'error', payload: JSON.stringify({ app: deps.app, error: error instanceof Error ? error.message : String(error) }) });
      return { kind: 'call-failed' };
    }
    if (answer.result === 200 && answer.waba_data) return { kind: 'success', wabaData: answer.waba_data };
    return { kind: 'refused', message: answer.message || null };
  } finally {
    store.remove('embedded_signup');
  }
}
