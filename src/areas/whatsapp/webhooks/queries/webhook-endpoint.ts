import type { Endpoint } from '@/api/contracts/config';

/** spec §7 "Webhooks" paths, relative to the configured campaign base (`/api/campaign`). */
export const at = (path: string): Endpoint => ({ service: 'campaign', path: `/v1.0/webhook/${path}` });

export const webhookKeys = {
  all: ['wa-webhooks'] as const,
  numbers: ['wa-webhooks', 'numbers'] as const,
  rules: (wabaNumber: string) => ['wa-webhooks', 'rules', wabaNumber] as const,
  deliveries: (ruleId: string) => ['wa-webhooks', 'deliveries', ruleId] as const,
};
