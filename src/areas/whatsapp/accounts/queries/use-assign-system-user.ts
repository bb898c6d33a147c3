import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { assignSystemUserResponse } from '@/api/contracts/whatsapp-waba';
import { useApiClient } from '@/api/react';
import { signup, useEsme } from './account-endpoint';

/** POST waba/assignSystemUser: the customer's business gives our system user the WABA (docs/decisions.md "WABA calls of spec §7"). */
export const assignSystemUser = (client: ApiClient, esmeaddr: number, wabaId: string) =>
  client.call(signup('waba/assignSystemUser'), { method: 'post', json: { esmeaddr, wabaId }, schema: assignSystemUserResponse });

export function useAssignSystemUser() {
  const client = useApiClient();
  const esmeaddr = useEsme();
  return useMutation({ mutationFn: (wabaId: string) => assignSystemUser(client, esmeaddr, wabaId) });
}
