import type { Endpoint } from '@/api/contracts/config';

/** Paths under the configured campaign base (docs/api.md "Automation builder"). */
export const at = (path: string): Endpoint => ({ service: 'campaign', path: `/whatsapp/${path}` });

export const automationKeys = {
  all: ['wa-automation'] as const,
  list: ['wa-automation', 'list'] as const,
  runs: ['wa-automation', 'runs'] as const,
  sandbox: ['wa-automation', 'sandbox'] as const,
  bots: ['wa-automation', 'bots'] as const,
  phone: (senderId: string, phone: string) => ['wa-automation', 'phone', senderId, phone] as const,
};
