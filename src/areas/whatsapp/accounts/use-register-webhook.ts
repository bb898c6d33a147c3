import { useMutation } from '@tanstack/react-query';
import type { Endpoint } from '@/api/contracts/config';
import { registerWebhookResponse } from '@/api/contracts/whatsapp-waba';
import { useApiClient } from '@/api/react';
import { useEsme } from './queries/account-endpoint';

/** spec §7 registerWebhook, relative to the campaign base (docs/decisions.md "WABA calls of spec §7"). */
const REGISTER_WEBHOOK: Endpoint = { service: 'campaign', path: '/signup/api/v1.0/waba/registerWebhook' };

/** POST waba/registerWebhook with `overrideCallback`: Meta sends the WABA's webhooks (or one number's, with `phoneNumberId`) to this console's server. */
export function useRegisterWebhook() {
  const client = useApiClient();
  const esmeaddr = useEsme();
  return useMutation({
    mutationFn: ({ wabaId, phoneNumberId }: { wabaId: string; phoneNumberId?: string }) =>
      client.call(REGISTER_WEBHOOK, { method: 'post', json: { esmeaddr, wabaId, overrideCallback: true, ...(phoneNumberId ? { phoneNumberId } : {}) }, schema: registerWebhookResponse }),
  });
}
