import { SOCIAL_LOGIN_SANDBOX_BASE, SIGNUP_BASE, type SignupRequest } from '@/api/contracts/whatsapp-accounts';
import type { ApiClient } from '../api-client';

export const SMART_MESSAGING_APP = '900000000000001';

/** What the sandbox consent dialog does on "Continue": asks for a code for the app. */
export async function sandboxCode(api: ApiClient, appId = SMART_MESSAGING_APP): Promise<{ code: string; user_id: string }> {
  const answer = await api.call('POST', `${SOCIAL_LOGIN_SANDBOX_BASE}/codes`, { body: { app_id: appId }, auth: false });
  if (answer.status !== 200) throw new Error(`no sandbox code: ${JSON.stringify(answer.json)}`);
  return answer.json;
}

/** The sign-up payload the console builds from the SDK's auth response. */
export function signupPayload(esme: number, code: string, overrides: Partial<SignupRequest> = {}): SignupRequest {
  return {
    user_id: '100000000000777',
    esme_id: esme,
    name: 'designer',
    expires_in: 0,
    graph_domain: 'facebook',
    data_access_expiration_time: 1_900_000_000,
    description: 'smart_messaging',
    access_token: null,
    signed_request: null,
    code,
    client_id: SMART_MESSAGING_APP,
    ...overrides,
  };
}

/** Signs the account up through the sandbox and answers the new WABA's id. */
export async function signUp(api: ApiClient, esme: number): Promise<string> {
  const { code } = await sandboxCode(api);
  const answer = await api.call('POST', `${SIGNUP_BASE}/customers`, { body: signupPayload(esme, code) });
  if (answer.json.result !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.json)}`);
  return answer.json.waba_data[0].waba_id as string;
}
