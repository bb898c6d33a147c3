import type { Endpoint } from '@/api/contracts/config';

/** The WhatsApp campaign routes under the configured campaign base (docs/api.md "WhatsApp campaigns"). */
export const trackingEndpoints = {
  maker: { service: 'campaign', path: '/whatsapp/tracking/maker' },
  checker: { service: 'campaign', path: '/whatsapp/tracking/checker' },
  delivery: { service: 'campaign', path: '/whatsapp/tracking/delivery' },
  contactScrubbing: { service: 'campaign', path: '/whatsapp/contact-scrubbing' },
  campaign: (id: string): Endpoint => ({ service: 'campaign', path: `/whatsapp/campaigns/${id}` }),
  action: (id: string, path: string): Endpoint => ({ service: 'campaign', path: `/whatsapp/campaigns/${id}/${path}` }),
} satisfies Record<string, Endpoint | ((...args: string[]) => Endpoint)>;
