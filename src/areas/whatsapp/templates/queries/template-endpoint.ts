import type { Endpoint } from '@/api/contracts/config';

/** spec §7 paths, relative to the configured campaign base (`/api/campaign/`). */
export const at = (path: string): Endpoint => ({ service: 'campaign', path: `/v1.0/templates/${path}` });

export const templateKeys = {
  all: ['wa-templates'] as const,
  wabas: ['wa-templates', 'wabas'] as const,
  list: (wabaId: string, status: string) => ['wa-templates', 'list', wabaId, status] as const,
  changed: (wabaId: string, from: string, to: string) => ['wa-templates', 'changed', wabaId, from, to] as const,
  one: (sno: number) => ['wa-templates', 'one', sno] as const,
  history: (templateId: string) => ['wa-templates', 'history', templateId] as const,
};
