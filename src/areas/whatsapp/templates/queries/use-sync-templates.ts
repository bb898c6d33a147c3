import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@/api/contracts/config';
import { syncTemplatesResponse } from '@/api/contracts/whatsapp-waba';
import { useApiClient } from '@/api/react';
import { useAccount } from '../../shared/use-account';
import { templateKeys } from './template-endpoint';

/** spec §7 syncTemplates, relative to the campaign base (docs/decisions.md "WABA calls of spec §7"). */
const SYNC_TEMPLATES: Endpoint = { service: 'campaign', path: '/signup/api/v1.0/waba/syncTemplates' };

/** POST waba/syncTemplates: pulls the WABA's templates from Meta; the lists are read again after. */
export function useSyncTemplates() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { esmeaddr } = useAccount();
  return useMutation({
    mutationFn: (wabaId: string) => client.call(SYNC_TEMPLATES, { method: 'post', json: { esmeaddr, wabaId }, schema: syncTemplatesResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
