import { useMutation } from '@tanstack/react-query';
import type { Endpoint } from '@/api/contracts/config';
import { assignSystemUserResponse } from '@/api/contracts/whatsapp-waba';
import { useApiClient } from '@/api/react';
import { useEsme } from './queries/account-endpoint';

/** spec §7 assignSystemUser, relative to the campaign base (docs/decisions.md "WABA calls of spec §7"). */
const ASSIGN_SYSTEM_USER: Endpoint = { service: 'campaign', path: '/signup/api/v1.0/waba/assignSystemUser' };

/** POST waba/assignSystemUser: the customer's business gives our system user the WABA. */
export function useAssignSystemUser() {
  const client = useApiClient();
  const esmeaddr = useEsme();
  return useMutation({
    mutationFn: (wabaId: string) => client.call(ASSIGN_SYSTEM_USER, { method: 'post', json: { esmeaddr, wabaId }, schema: assignSystemUserResponse }),
  });
}
