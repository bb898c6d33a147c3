import type { Endpoint } from '@/api/contracts/config';
import { useSessionValue } from '@/shell/session';

/** A spec §7 path under the configured campaign base (`rcs/saveCampaign`, `fileUpload`…). */
export const rcsEndpoint = (path: string): Endpoint => ({ service: 'campaign', path: `/${path}` });

/** The spec's `esmeaddr`, from the signed-in session. */
export const useEsmeaddr = () => useSessionValue('id') ?? 0;

export const rcsKeys = {
  all: ['rcs-campaigns'] as const,
  senders: ['rcs-campaigns', 'senders'] as const,
  smsSenders: ['rcs-campaigns', 'sms-senders'] as const,
  templates: (senderId: string) => ['rcs-campaigns', 'templates', senderId] as const,
  groups: ['rcs-campaigns', 'groups'] as const,
  list: (kind: string, page: number, search: string) => ['rcs-campaigns', 'list', kind, page, search] as const,
  single: (id: string) => ['rcs-campaigns', 'single', id] as const,
  activeUsers: (botId: string, groupIds: readonly string[]) => ['rcs-campaigns', 'active-users', botId, [...groupIds].sort()] as const,
};

/** Saved campaigns, those waiting for their time (`scheduled`), and those sent now or started (`sent`, the report lists). */
export type RcsListKind = 'saved' | 'scheduled' | 'sent';
/** The kinds a campaign can be opened or deleted as: a sent one is only reported on. */
export type RcsChangeKind = Exclude<RcsListKind, 'sent'>;
