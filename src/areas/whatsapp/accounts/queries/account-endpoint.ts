import type { Endpoint } from '@/api/contracts/config';
import { useSessionValue } from '@/shell/session/use-session';

/** spec §7 paths, relative to the configured campaign base. */
export const signup = (path: string): Endpoint => ({ service: 'campaign', path: `/signup/api/v1.0/${path}` });
export const profile = (path: string): Endpoint => ({ service: 'campaign', path: `/v1.0/profile/${path}` });

export const accountKeys = {
  feature: (name: string) => ['wa-accounts', 'feature', name] as const,
  details: ['wa-accounts', 'details'] as const,
  /** Under `details`, so what refreshes the lists refreshes each WABA's numbers too. */
  wabaNumbers: (wabaId: string) => ['wa-accounts', 'details', 'waba', wabaId] as const,
  senders: ['wa-accounts', 'senders'] as const,
  profile: (senderId: string) => ['wa-accounts', 'profile', senderId] as const,
  autoResponse: (senderId: string) => ['wa-accounts', 'auto-response', senderId] as const,
  container: (senderId: string) => ['wa-accounts', 'container', senderId] as const,
};

/** The session's account (its esmeaddr), which every spec §7 call names. */
export const useEsme = () => useSessionValue('id') ?? 0;
