import { useMemo } from 'react';
import { logoutResponse, type logoutRequest } from '@/api/contracts/auth';
import { getTokenResponse, reportsLogoutResponse, userStatusResponse, verifyResponse } from '@/api/contracts/session';
import type { z } from 'zod';
import type { getTokenRequest, userStatusRequest, verifyRequest } from '@/api/contracts/session';
import { useApiClient, useConfig } from '@/api/react';

/** The session calls of spec §7 the shell makes itself, bound to the configured client. */
export function useSessionCalls() {
  const client = useApiClient();
  const config = useConfig();
  return useMemo(
    () => ({
      verify: (json: z.infer<typeof verifyRequest>) => client.call({ service: 'bot', path: 'verify' }, { method: 'post', json, schema: verifyResponse }),
      userStatus: (json: z.infer<typeof userStatusRequest>) =>
        client.call({ service: 'bot', path: 'userstatus' }, { method: 'post', json, schema: userStatusResponse }),
      reportsLogout: (json: { sessionId: string; hostName: string }) =>
        client.call({ service: 'base', path: 'reportsLogout' }, { method: 'post', json, schema: reportsLogoutResponse }),
      mainLogout: (json: z.infer<typeof logoutRequest>) =>
        client.call(config.endpoints.logout, { method: 'post', json, schema: logoutResponse }),
      getToken: (json: z.infer<typeof getTokenRequest>) =>
        client.call({ service: 'base', path: 'getToken' }, { method: 'post', json, schema: getTokenResponse }),
    }),
    [client, config],
  );
}
