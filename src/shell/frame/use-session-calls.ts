import { useMemo } from 'react';
import { logoutResponse, type logoutRequest } from '@/api/contracts/auth';
import { rcsEsmeWabaInfoResponse } from '@/api/contracts/account-ids';
import { getTokenResponse, reportsLogoutResponse, userStatusResponse, verifyResponse } from '@/api/contracts/session';
import type { z } from 'zod';
import type { getTokenRequest, userStatusRequest, verifyRequest } from '@/api/contracts/session';
import type { AuthHeaders } from '@/api/client';
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
      // `auth` names the session to end when the store no longer holds it (the idle timeout).
      reportsLogout: (json: { sessionId: string; hostName: string }, auth?: AuthHeaders) =>
        client.call({ service: 'base', path: 'reportsLogout' }, { method: 'post', json, schema: reportsLogoutResponse, auth }),
      mainLogout: (json: z.infer<typeof logoutRequest>, auth?: AuthHeaders) =>
        client.call(config.endpoints.logout, { method: 'post', json, schema: logoutResponse, auth }),
      getToken: (json: z.infer<typeof getTokenRequest>) =>
        client.call({ service: 'base', path: 'getToken' }, { method: 'post', json, schema: getTokenResponse }),
      // The template service's account info, read for its `is_aws` (spec §7 "Other").
      accountIds: (esmeaddr: string) =>
        client.call({ service: 'campaign', path: '/v1.0/templates/getRcsEsmeWabaIdInfo' }, { searchParams: { esmeaddr }, schema: rcsEsmeWabaInfoResponse }),
    }),
    [client, config],
  );
}
