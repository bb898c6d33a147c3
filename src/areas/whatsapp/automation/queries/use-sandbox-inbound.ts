import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { sandboxInboundResponse, type SandboxInboundRequest } from '@/api/contracts/automation';
import { useApiClient } from '@/api/react';
import { at, automationKeys } from './automation-endpoint';

/** POST whatsapp/sandbox/inbound: a simulated customer writes to a number. */
export const sendSandboxInbound = (client: ApiClient, message: SandboxInboundRequest) => client.call(at('sandbox/inbound'), { method: 'post', json: message, schema: sandboxInboundResponse });

/** The simulated phone looks again once its message is in. */
export function useSandboxInbound() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: SandboxInboundRequest) => sendSandboxInbound(client, message),
    onSuccess: (_answer, message) => queryClient.invalidateQueries({ queryKey: automationKeys.phone(message.senderId, message.from) }),
  });
}
