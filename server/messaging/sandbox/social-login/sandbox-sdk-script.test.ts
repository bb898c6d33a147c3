import { describe, expect, it, vi } from 'vitest';
import { sandboxSdkScript } from './sandbox-sdk-script';

interface Fb {
  init(options: { appId: string }): void;
  login(callback: (response: unknown) => void, options: unknown): void;
}

/** The SDK script run against a window whose pop-ups are blocked: `opened` keeps each dialog address it asked for. */
function loadSdk() {
  const opened: string[] = [];
  const window = {
    location: { href: 'http://console.test/#/home', origin: 'http://console.test' },
    open: vi.fn((url: string) => {
      opened.push(url);
      return null;
    }),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  } as { FB?: Fb } & Record<string, unknown>;
  // The script is what browsers load from sdk.js; this runs exactly those bytes.
  new Function('window', 'document', sandboxSdkScript)(window, { currentScript: null });
  const fb = window.FB!;
  fb.init({ appId: '900000000000001' });
  return { fb, opened };
}

/** What the console's FB.login sends (src/campaigns/embedded-signup/run-embedded-signup.ts `signupExtras`). */
const signupExtras = (featureType: string) => ({ setup: {}, featureType, sessionInfoVersion: '3' });
const meta = { config_id: '910000000000001', response_type: 'code', override_default_response_type: true };

describe("the sandbox SDK insists on embedded sign-up v3's FB.login call", () => {
  it("opens the dialog for the console's own call, with its feature type", () => {
    const { fb, opened } = loadSdk();
    const answered = vi.fn();
    fb.login(answered, { ...meta, extras: signupExtras('marketing_messages_lite') });
    expect(new URL(opened[0]!).searchParams.get('feature_type')).toBe('marketing_messages_lite');
    // A blocked pop-up answers as a cancel, as Facebook's does.
    expect(answered).toHaveBeenCalledWith({ status: 'unknown', authResponse: null });
  });

  it.each([
    ['no extras', { ...meta }, /extras is required/],
    ['no setup', { ...meta, extras: { featureType: 'marketing_messages_lite', sessionInfoVersion: '3' } }, /extras.setup/],
    ['session info version 2', { ...meta, extras: { setup: {}, featureType: 'marketing_messages_lite', sessionInfoVersion: '2' } }, /sessionInfoVersion/],
    ['an unknown feature type', { ...meta, extras: { setup: {}, featureType: 'smart_messaging', sessionInfoVersion: '3' } }, /featureType "smart_messaging"/],
    ['a token instead of a code', { ...meta, response_type: 'token', extras: signupExtras('whatsapp_embedded_signup') }, /response_type/],
    ['no configuration', { ...meta, config_id: '', extras: signupExtras('whatsapp_embedded_signup') }, /config_id/],
  ])('refuses a call with %s, naming it, and opens nothing', (_name, options, reason) => {
    const { fb, opened } = loadSdk();
    expect(() => fb.login(vi.fn(), options)).toThrow(reason);
    expect(opened).toEqual([]);
  });
});
