import { gaxios, JWT } from 'google-auth-library';
import { ProviderError } from '../../../channel/channel';
import { googleTokenUrl, rbmScope, type ServiceAccountKey } from './rbm-service-account';

/**
 * The agent API's bearer tokens. Google's service-account tokens live an hour at most, so each
 * request asks for the current one, and a request refused 401 asks once for a new one.
 */
export interface RbmAccessTokens {
  current(): Promise<string>;
  /** A token other than `refused`, fetched once however many requests were refused together; null when none can be had. */
  renew(refused: string): Promise<string | null>;
}

/** RBM_ACCESS_TOKEN: a token obtained elsewhere, used until it expires; nothing here can renew it. */
export function fixedRbmAccessToken(token: string): RbmAccessTokens {
  return { current: () => Promise.resolve(token), renew: () => Promise.resolve(null) };
}

export interface ServiceAccountTokensOptions {
  key: ServiceAccountKey;
  /** How long before its expiry a token is replaced; google-auth-library's 5 minutes unless tokens live shorter (the sandbox's). */
  renewBeforeMs?: number;
  /** How long the token endpoint may take to answer. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * Tokens of a service account, as Google issues them: google-auth-library signs a JWT with the key's
 * private key (RS256, the rcsbusinessmessaging scope) and exchanges it at the token endpoint, keeping
 * the token until shortly before it expires. The library posts to Google's token URL whatever the
 * key's `token_uri` says, so the request goes to `token_uri` here: the same URL for a key from
 * Google Cloud, the sandbox's endpoint for the sandbox's key.
 */
export function serviceAccountRbmTokens(options: ServiceAccountTokensOptions): RbmAccessTokens {
  const { key } = options;
  const doFetch = options.fetch ?? fetch;
  const tokenFetch: typeof fetch = (input, init) => doFetch(String(input) === googleTokenUrl ? key.token_uri : input, init);
  const newClient = () =>
    new JWT({
      email: key.client_email,
      key: key.private_key,
      ...(key.private_key_id ? { keyId: key.private_key_id } : {}),
      scopes: [rbmScope],
      ...(options.renewBeforeMs ? { eagerRefreshThresholdMillis: options.renewBeforeMs } : {}),
      transporterOptions: { fetchImplementation: tokenFetch, timeout: options.timeoutMs },
    });
  let client = newClient();

  async function current(): Promise<string> {
    try {
      const { token } = await client.getAccessToken();
      if (!token) throw new ProviderError(0, 'The token endpoint answered without an access token', false);
      return token;
    } catch (error) {
      throw tokenRefusal(error);
    }
  }

  return {
    current,
    async renew(refused) {
      // A fresh client holds no token, so its first request fetches one; requests refused with an
      // older token than the one held now take the one held now.
      if (client.credentials.access_token === refused) client = newClient();
      return current();
    },
  };
}

/**
 * A token that could not be had means no message went out: retryable when the endpoint was
 * unreachable or failing, not when it refused the key (a revoked key, a wrong scope).
 */
function tokenRefusal(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (!(error instanceof gaxios.GaxiosError)) return new ProviderError(0, `No access token: ${error instanceof Error ? error.message : String(error)}`, true);
  const status = error.response?.status;
  if (status === undefined || status >= 500 || status === 429) return new ProviderError(0, `No access token: the token endpoint did not answer (${error.message})`, true);
  return new ProviderError(401, `UNAUTHENTICATED: the token endpoint refused the service-account key (${error.message})`, false);
}
