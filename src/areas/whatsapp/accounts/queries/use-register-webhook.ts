import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { registerWebhookResponse } from '@/api/contracts/whatsapp-waba';
import { useApiClient } from '@/api/react';
import { signup, useEsme } from './account-endpoint';

type WebhookTarget = { wabaId: string; phoneNumberId?: string };

/**
 * POST waba/registerWebhook with `overrideCallback`: Meta sends the WABA's webhooks (or one number's, with
 * `phoneNumberId`) to this console's server (docs/decisions.md "WABA calls of spec §7").
 */
export const registerWebhook = (client: ApiClient, esmeaddr: number, { wabaId, phoneNumberId }: WebhookTarget) =>
  client.call(signup('waba/registerWebhook'), { method: 'post', json: { esmeaddr, wabaId, overrideCallback: true, ...(phoneNumberId ? { phoneNumberId } : {}) }, schema: registerWebhookResponse });

export function useRegisterWebhook() {
  const client = useApiClient();
  const esmeaddr = useEsme();
  return useMutation({ mutationFn: (target: WebhookTarget) => registerWebhook(client, esmeaddr, target) });
}
