import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { sandboxInboundMediaResponse, type SandboxInboundMediaRequest } from '@/api/contracts/whatsapp-accounts-more';
import { useApiClient } from '@/api/react';
import { campaign, moreKeys } from './more-endpoint';

/** SANDBOX ONLY, POST whatsapp/sandbox/inbound-media: a simulated customer sends a file to one of the account's numbers. */
export const sandboxSendMedia = (client: ApiClient, body: SandboxInboundMediaRequest) =>
  client.call(campaign('/whatsapp/sandbox/inbound-media'), { method: 'post', json: body, schema: sandboxInboundMediaResponse });

/** The file lands among the pending downloads, which refresh. */
export function useSandboxSendMedia() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxInboundMediaRequest) => sandboxSendMedia(client, body),
    onSuccess: () => queries.invalidateQueries({ queryKey: moreKeys.pending }),
  });
}
