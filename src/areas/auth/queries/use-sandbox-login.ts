import { useMutation } from '@tanstack/react-query';
import { sandboxLoginResponse } from '@/api/contracts/auth';
import { loadCrypto } from '@/api/crypto/on-demand';
import { useApiClient, useConfig } from '@/api/react';
import { currentSession } from '@/shell/session';

/** GET sandbox login with `?clearsess=`; the answer is the address the window goes to (spec §7). */
export function useSandboxLogin() {
  const client = useApiClient();
  const config = useConfig();
  return useMutation({
    mutationKey: ['auth', 'sandbox-login'],
    mutationFn: async (): Promise<string> => {
      await loadCrypto();
      const answer = await client.call(config.endpoints.sandboxLogin, {
        searchParams: { clearsess: currentSession().read('clearsess') ?? undefined },
        schema: sandboxLoginResponse,
      });
      return answer.body.url;
    },
  });
}
