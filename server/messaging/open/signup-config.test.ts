import { describe, expect, it } from 'vitest';
import { readSignupConfig } from './signup-config';
import { WhatsappConfigError } from '../channels/whatsapp/whatsapp-config';

const signup = (sandbox: boolean) => ({
  graphApiVersion: 'v21.0',
  embeddedSignup: {
    sdkUrl: sandbox ? '/api/sandbox/social-login/sdk.js' : 'https://connect.facebook.net/en_US/sdk.js',
    sandbox,
    appIds: { smartMessaging: '236484624622562', clickToWhatsapp: '236484624622563' },
    configIds: { smartMessaging: '1', clickToWhatsapp: '2' },
    production: { sdkUrl: '', appIds: { smartMessaging: '', clickToWhatsapp: '' }, configIds: { smartMessaging: '', clickToWhatsapp: '' } },
  },
});

describe('readSignupConfig', () => {
  it('keeps the sandbox while the console loads the sandbox SDK, whatever the environment says', () => {
    expect(readSignupConfig({ WHATSAPP_API_BASE: 'https://graph.facebook.com' }, signup(true))).toEqual({ mode: 'sandbox' });
    expect(readSignupConfig({}, { graphApiVersion: 'v21.0' })).toEqual({ mode: 'sandbox' });
  });

  it("talks to Meta when the console loads Facebook's SDK, with each app's secret from the environment", () => {
    const env = { WHATSAPP_API_BASE: 'https://graph.facebook.com', WHATSAPP_SIGNUP_APP_SECRETS: '236484624622562:s3cret, 236484624622563:other', WHATSAPP_SIGNUP_PIN: '246810' };
    expect(readSignupConfig(env, signup(false))).toEqual({
      mode: 'provider',
      apiBase: 'https://graph.facebook.com',
      graphApiVersion: 'v21.0',
      appSecrets: { '236484624622562': 's3cret', '236484624622563': 'other' },
      registrationPin: '246810',
    });
  });

  it('names every missing or malformed setting of production', () => {
    const read = () => readSignupConfig({ WHATSAPP_SIGNUP_APP_SECRETS: '236484624622562:s3cret', WHATSAPP_SIGNUP_PIN: '12' }, signup(false));
    expect(read).toThrow(WhatsappConfigError);
    try {
      read();
    } catch (error) {
      expect((error as WhatsappConfigError).fields).toEqual(['WHATSAPP_API_BASE', 'WHATSAPP_SIGNUP_APP_SECRETS', 'WHATSAPP_SIGNUP_PIN']);
    }
  });
});
