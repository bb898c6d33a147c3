import { ApiError } from '../../../platform/api-error';
import { ProviderError } from '../../../channel/channel';

/**
 * A provider refusal as our answer: its content complaints (#100) are the caller's 400 on `template`,
 * its hourly creation limit (#80008) a 429, anything else a 502 with the provider's words.
 */
export async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.code === 100) throw new ApiError('invalidRequest', `The provider refused the template: ${error.title}`, { template: error.title });
    if (error.code === 80008) throw new ApiError('rateLimited', `The provider refused: ${error.title}`);
    throw new ApiError('outboundFailed', `The provider did not take the request: ${error.title}`);
  }
}
