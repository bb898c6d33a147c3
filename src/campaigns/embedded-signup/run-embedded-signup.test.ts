import { describe, expect, it, vi } from 'vitest';
import type { SignupResponse } from '@/api/contracts/whatsapp-accounts';
import { createMemoryStorage, createSessionStore, logout } from '@/shell/session';
import { runEmbeddedSignup, type EmbeddedSignupDeps } from './run-embedded-signup';
import type { LoginStatus, SocialLoginSdk } from './social-login-sdk';

const connected = (code: string | null): LoginStatus => ({ status: 'connected', authResponse: { code, userID: '42', expiresIn: 0, graphDomain: 'facebook', data_access_expiration_time: 99 } });
const cancelled: LoginStatus = { status: 'unknown', authResponse: null };

/** A social-login SDK that answers `login` with what the test says, once the test lets it. */
function fakeSdk(loginAnswer: LoginStatus, alreadyConnected = false) {
  let release: () => void = () => undefined;
  const loginShown = new Promise<void>((resolve) => (release = resolve));
  let finishLogin: () => void = () => undefined;
  const sdk: SocialLoginSdk & { calls: string[]; extras: unknown[] } = {
    calls: [],
    extras: [],
    init: (options) => sdk.calls.push(`init ${options.appId} ${options.version}`),
    getLoginStatus: (callback) => callback(alreadyConnected ? connected('old') : cancelled),
    logout: (callback) => {
      sdk.calls.push('logout');
      callback(cancelled);
    },
    login: (callback, options) => {
      sdk.calls.push(`login ${options.response_type} ${options.config_id}`);
      sdk.extras.push(options.extras);
      finishLogin = () => callback(loginAnswer);
      release();
    },
  };
  return { sdk, loginShown, finish: () => finishLogin() };
}

function setup(loginAnswer: LoginStatus, signup: (payload: unknown) => Promise<SignupResponse>, alreadyConnected = false) {
  const store = createSessionStore({ storage: createMemoryStorage(), cryptoKey: 'test-key-1234' });
  store.write('username', 'designer');
  const fake = fakeSdk(loginAnswer, alreadyConnected);
  const deps: EmbeddedSignupDeps = {
    sdk: fake.sdk,
    app: 'smart_messaging',
    appId: '900000000000001',
    configId: '910000000000001',
    graphApiVersion: 'v18.0',
    store,
    account: { esme: 1001, username: 'designer' },
    signup: vi.fn(signup),
    log: vi.fn(),
  };
  return { store, deps, ...fake };
}

const ok: SignupResponse = { result: 200, waba_data: [{ waba_id: '123', status: 'APPROVED' }], message: 'Signup successful!' };

describe('embedded sign-up (spec §4)', () => {
  it('refuses logout while the consent pop-up is open, then sends the code and answers the WABA rows', async () => {
    const { store, deps, sdk, loginShown, finish } = setup(connected('abc'), async () => ok);
    const running = runEmbeddedSignup(deps);
    await loginShown;
    const mainLogout = vi.fn();
    expect(await logout({ store, codes: { successCode: 200, maxSuccessCode: 206 }, reportsLogout: vi.fn(), mainLogout })).toEqual({ refused: 'embedded_signup' });
    expect(mainLogout).not.toHaveBeenCalled();
    finish();
    expect(await running).toEqual({ kind: 'success', wabaData: ok.waba_data });
    expect(sdk.calls).toEqual(['init 900000000000001 v18.0', 'login code 910000000000001']);
    expect(deps.signup).toHaveBeenCalledWith(expect.objectContaining({ code: 'abc', client_id: '900000000000001', esme_id: 1001, user_id: '42', access_token: null, signed_request: null }));
    expect(store.read('embedded_signup')).toBeNull();
  });

  it("asks Meta's v3 dialog for the app's feature type: Marketing Messages Lite for smart messaging, embedded sign-up for click to WhatsApp", async () => {
    for (const [app, featureType] of [['smart_messaging', 'marketing_messages_lite'], ['click_to_whatsapp', 'whatsapp_embedded_signup']] as const) {
      const { deps, sdk, loginShown, finish } = setup(connected('abc'), async () => ok);
      deps.app = app;
      const running = runEmbeddedSignup(deps);
      await loginShown;
      finish();
      await running;
      expect(sdk.extras).toEqual([{ setup: {}, featureType, sessionInfoVersion: '3' }]);
      expect(deps.signup).toHaveBeenCalledWith(expect.objectContaining({ description: app, feature_type: featureType }));
    }
  });

  it("sends the WABA and number Meta's dialog named in its session info, and neither without one", async () => {
    const { deps, loginShown, finish } = setup(connected('abc'), async () => ok);
    deps.sessionInfo = () => ({ wabaId: '524126980791429', phoneNumberId: '106540352242922' });
    const running = runEmbeddedSignup(deps);
    await loginShown;
    finish();
    await running;
    expect(deps.signup).toHaveBeenCalledWith(expect.objectContaining({ code: 'abc', waba_id: '524126980791429', phone_number_id: '106540352242922' }));

    const without = setup(connected('def'), async () => ok);
    const second = runEmbeddedSignup(without.deps);
    await without.loginShown;
    without.finish();
    await second;
    expect(without.deps.signup).toHaveBeenCalledWith(expect.not.objectContaining({ waba_id: expect.anything() }));
  });

  it('logs out of a connected social-login session before logging in', async () => {
    const { deps, sdk, loginShown, finish } = setup(connected('abc'), async () => ok, true);
    const running = runEmbeddedSignup(deps);
    await loginShown;
    finish();
    await running;
    expect(sdk.calls.slice(1)).toEqual(['logout', 'login code 910000000000001']);
  });

  it('answers a cancel with a log entry and no call, and a login without a code with no call', async () => {
    const cancel = setup(cancelled, async () => ok);
    const run = runEmbeddedSignup(cancel.deps);
    await cancel.loginShown;
    cancel.finish();
    expect(await run).toEqual({ kind: 'cancelled' });
    expect(cancel.deps.log).toHaveBeenCalledWith(expect.objectContaining({ reason: 'User cancelled login or did not fully authorize' }));
    expect(cancel.deps.signup).not.toHaveBeenCalled();

    const noCode = setup(connected(null), async () => ok);
    const second = runEmbeddedSignup(noCode.deps);
    await noCode.loginShown;
    noCode.finish();
    expect(await second).toEqual({ kind: 'no-code' });
    expect(noCode.deps.signup).not.toHaveBeenCalled();
    expect(noCode.store.read('embedded_signup')).toBeNull();
  });

  it('tells a failed call from a refusal, keeping the server message', async () => {
    const failing = setup(connected('abc'), async () => Promise.reject(new Error('HTTP 502')));
    const first = runEmbeddedSignup(failing.deps);
    await failing.loginShown;
    failing.finish();
    expect(await first).toEqual({ kind: 'call-failed' });
    expect(failing.deps.log).toHaveBeenCalledWith(expect.objectContaining({ reason: 'Embedded sign-up failed' }));

    const refused = setup(connected('abc'), async () => ({ result: 400, message: 'Code expired' }));
    const second = runEmbeddedSignup(refused.deps);
    await refused.loginShown;
    refused.finish();
    expect(await second).toEqual({ kind: 'refused', message: 'Code expired' });

    const silent = setup(connected('abc'), async () => ({ result: 200, message: '' }));
    const third = runEmbeddedSignup(silent.deps);
    await silent.loginShown;
    silent.finish();
    expect(await third).toEqual({ kind: 'refused', message: null });
  });
});
