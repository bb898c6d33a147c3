import { useMutation } from '@tanstack/react-query';
import { enterpriseLoginData, enterpriseLoginResponse, type EnterpriseLoginData } from '@/api/contracts/auth';
import { loadCrypto } from '@/api/crypto/on-demand';
import { useApiClient, useConfig } from '@/api/react';
import { currentSession, isSuccessStatus } from '@/shell/session';
import { browserAgent } from '../browser-agent';

export interface EnterpriseCredentials {
  username: string;
  password: string;
}

/** POST enterprise login (spec §3): password trimmed and sealed, `body.data` opened and checked against its contract. */
export function useEnterpriseLogin() {
  const client = useApiClient();
  const config = useConfig();
  return useMutation({
    mutationKey: ['auth', 'enterprise-login'],
    mutationFn: async ({ username, password }: EnterpriseCredentials): Promise<EnterpriseLoginData> => {
      const { decryptText, encryptText } = await loadCrypto();
      const clearsess = currentSession().read('clearsess') ?? undefined;
      const answer = await client.call(config.endpoints.enterpriseLogin, {
        method: 'post',
        json: {
          user_cred: { userName: username.trim(), password: encryptText(password.trim(), config.cryptoKey) },
          agent: browserAgent(),
          clearsess,
        },
        schema: enterpriseLoginResponse,
      });
      if (!isSuccessStatus(answer.status, config)) throw new Error(`login status ${answer.status}`);
      return enterpriseLoginData.parse(JSON.parse(decryptText(answer.body.data, config.cryptoKey)));
    },
  });
}
