import { ApiError } from '../platform/api-error';
import { ProviderError } from './channel';

// The WhatsApp provider as a route answers it, read by the accounts' routes and the campaigns' alike: under both
// domains, so neither's routes import the other's.

/** The provider, or a 502: without one nothing can be submitted for review. */
export function providerOf<Provider>(provider: Provider | undefined): Provider {
  if (!provider) throw new ApiError('outboundFailed', 'No WhatsApp provider is configured on this server.');
  return provider;
}

/** Meta's refusal (a token that no longer reaches the WABA, an outage, a callback that failed verification) as a 502 in Meta's words. */
export async function atMeta<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new ApiError('outboundFailed', `The provider did not ${what}: ${error.title}`);
  }
}
