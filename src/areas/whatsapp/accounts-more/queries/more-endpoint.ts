import type { Endpoint } from '@/api/contracts/config';
import { useSessionValue } from '@/shell/session/use-session';

/** spec §7 paths and ours beside them, relative to the configured campaign base (docs/api.md "WhatsApp accounts: more"). */
export const campaign = (path: string): Endpoint => ({ service: 'campaign', path });
export const customers = (step: string) => campaign(`/signup/api/v1.0/customers/${step}`);

export const moreKeys = {
  organization: ['wa-more', 'organization'] as const,
  wabas: ['wa-more', 'wabas'] as const,
  migrations: ['wa-more', 'migrations'] as const,
  codeInbox: ['wa-more', 'code-inbox'] as const,
  subscriptions: ['wa-more', 'subscriptions'] as const,
  deliveries: ['wa-more', 'deliveries'] as const,
  mailbox: ['wa-more', 'mailbox'] as const,
  pending: ['wa-more', 'pending'] as const,
  mediaFile: (mediaId: string) => ['wa-more', 'media-file', mediaId] as const,
  senders: ['wa-more', 'senders'] as const,
  sandbox: ['wa-more', 'sandbox'] as const,
};

/** The session's account (its esmeaddr), which every spec §7 call names. */
export const useEsme = () => useSessionValue('id') ?? 0;
