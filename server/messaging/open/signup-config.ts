import type { AppConfig } from '@/api/contracts/config';
import { sandboxSignupProvider } from '../sandbox/social-login/sandbox-signup-provider';
import type { SignupProvider } from '../channels/whatsapp/signup-provider';
import { createGraphSignupProvider } from '../channels/whatsapp/graph-signup-provider';
import { WhatsappConfigError } from '../channels/whatsapp/whatsapp-config';

/**
 * Who exchanges embedded sign-up's auth code. The console's config decides which social-login SDK the
 * browser loads (`embeddedSignup.sandbox`); the server follows the same switch, so a sandbox code is
 * never sent to Meta nor a Meta code to the sandbox. Production needs Meta's Graph base and each
 * app's secret (the secret never goes in config.json, which the browser reads).
 */
export type SignupConfig =
  | { mode: 'sandbox' }
  | {
      mode: 'provider';
      /** `https://graph.facebook.com`: WHATSAPP_API_BASE, the one the messages go to. */
      apiBase: string;
      graphApiVersion: string;
      /** App id → app secret, for the apps the console's config names. */
      appSecrets: Readonly<Record<string, string>>;
      /** The two-step verification PIN a number is registered with when Meta has it unregistered; absent, it is left for WhatsApp Manager. */
      registrationPin?: string;
    };

/** `appId:secret` pairs, comma-separated (WHATSAPP_SIGNUP_APP_SECRETS). */
function parseSecrets(value: string): Record<string, string> | null {
  const pairs = value.split(',').map((pair) => pair.trim().split(':'));
  if (pairs.some((pair) => pair.length !== 2 || !/^\d{1,32}$/.test(pair[0] ?? '') || !pair[1])) return null;
  return Object.fromEntries(pairs as [string, string][]);
}

export function readSignupConfig(env: Readonly<Record<string, string | undefined>>, appConfig: Pick<AppConfig, 'graphApiVersion' | 'embeddedSignup'>): SignupConfig {
  const signup = appConfig.embeddedSignup;
  if (!signup || signup.sandbox) return { mode: 'sandbox' };
  const apiBase = env.WHATSAPP_API_BASE?.trim();
  const secrets = parseSecrets(env.WHATSAPP_SIGNUP_APP_SECRETS?.trim() ?? '');
  const pin = env.WHATSAPP_SIGNUP_PIN?.trim() || undefined;
  const apps = [signup.appIds.smartMessaging, signup.appIds.clickToWhatsapp].filter((id) => id !== '');
  const problems: Array<[string, string]> = [];
  if (!apiBase) problems.push(['WHATSAPP_API_BASE', 'must be set when embeddedSignup.sandbox is false']);
  if (!secrets || apps.some((id) => !secrets[id])) problems.push(['WHATSAPP_SIGNUP_APP_SECRETS', `must give appId:secret for each of the apps ${apps.join(', ')}`]);
  if (pin !== undefined && !/^\d{6}$/.test(pin)) problems.push(['WHATSAPP_SIGNUP_PIN', 'must be 6 digits']);
  if (problems.length || !apiBase || !secrets) {
    throw new WhatsappConfigError(
      problems.map(([field]) => field),
      `Invalid embedded sign-up settings: ${problems.map(([field, why]) => `${field} ${why}`).join('; ')}`,
    );
  }
  return { mode: 'provider', apiBase, graphApiVersion: appConfig.graphApiVersion, appSecrets: secrets, ...(pin ? { registrationPin: pin } : {}) };
}

/** The code exchange the config asks for: the labelled sandbox, or Meta's Graph API. */
export function signupProviderFor(config: SignupConfig): SignupProvider {
  if (config.mode === 'sandbox') return sandboxSignupProvider;
  return createGraphSignupProvider({
    baseUrl: config.apiBase,
    graphApiVersion: config.graphApiVersion,
    appSecrets: config.appSecrets,
    ...(config.registrationPin ? { registrationPin: config.registrationPin } : {}),
  });
}
