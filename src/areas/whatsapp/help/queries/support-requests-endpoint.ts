import type { Endpoint } from '@/api/contracts/config';

/** The help centre's support requests: listed and sent on one path. */
export const SUPPORT_REQUESTS: Endpoint = { service: 'campaign', path: '/whatsapp/support-requests' };
export const supportKeys = { list: ['help-center', 'support-requests'] as const };
