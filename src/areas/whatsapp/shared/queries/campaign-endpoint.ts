import type { Endpoint } from '@/api/contracts/config';

/**
 * A path under the configured campaign base's `whatsapp/` (docs/api.md "WhatsApp campaigns"); ids are
 * encoded so a stray character cannot reach another route.
 * @example campaignEndpoint`campaigns/${id}/submit` // { service: 'campaign', path: '/whatsapp/campaigns/…/submit' }
 */
export function campaignEndpoint(strings: TemplateStringsArray, ...ids: (string | number)[]): Endpoint {
  const path = strings.reduce((joined, part, index) => joined + part + (index < ids.length ? encodeURIComponent(String(ids[index])) : ''), '');
  return { service: 'campaign', path: `/whatsapp/${path}` };
}

/** Query keys of the send and scheduled pages, so a change invalidates exactly what it touches. */
export const sendKeys = {
  all: ['whatsapp-send'] as const,
  senders: ['whatsapp-send', 'senders'] as const,
  pools: ['whatsapp-send', 'pools'] as const,
  templates: (senderId: string) => ['whatsapp-send', 'templates', senderId] as const,
  audienceCounts: (days: number) => ['whatsapp-send', 'audience-counts', days] as const,
  campaign: (id: string) => ['whatsapp-send', 'campaign', id] as const,
  lists: ['whatsapp-send', 'list'] as const,
  list: (query: object) => ['whatsapp-send', 'list', query] as const,
};
