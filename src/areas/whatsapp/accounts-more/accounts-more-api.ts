import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sandboxStatusResponse } from '@/api/contracts/automation';
import type { Endpoint } from '@/api/contracts/config';
import { ApiError } from '@/api/errors';
import { senderDetailsResponse, senderMappingResponse } from '@/api/contracts/whatsapp-accounts';
import {
  deleteSubscriptionResponse,
  migrationListResponse,
  notificationDeliveryList,
  notificationSubscription,
  notificationSubscriptionList,
  numberMigration,
  organizationResponse,
  pendingDownloadsResponse,
  sandboxCodeInboxResponse,
  sandboxInboundMediaResponse,
  sandboxMailboxResponse,
  type SandboxInboundMediaRequest,
  type NotificationSubscriptionRequest,
  type OrganizationDetails,
} from '@/api/contracts/whatsapp-accounts-more';
import { useApiClient } from '@/api/react';
import { useSessionValue } from '@/shell/session/use-session';

/** spec §7 paths and ours beside them, relative to the configured campaign base (docs/api.md "WhatsApp accounts: more"). */
const campaign = (path: string): Endpoint => ({ service: 'campaign', path });
const customers = (step: string) => campaign(`/signup/api/v1.0/customers/${step}`);

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
};

export const useEsme = () => useSessionValue('id') ?? 0;

/** The server's reasons by field, or the message under `fallback` (a form keeps what was typed). */
export function fieldErrors(error: unknown, fallback: string): Record<string, string> {
  if (error instanceof ApiError && error.body?.fields) return error.body.fields;
  return { [fallback]: error instanceof ApiError ? error.message : String(error) };
}

export function useOrganization() {
  const client = useApiClient();
  const esme = useEsme();
  return useQuery({ queryKey: moreKeys.organization, queryFn: () => client.call(campaign(`/signup/api/v1.0/organizations/${esme}`), { schema: organizationResponse }) });
}

export function useSaveOrganization() {
  const client = useApiClient();
  const esme = useEsme();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (details: OrganizationDetails) => client.call(campaign(`/signup/api/v1.0/organizations/${esme}`), { method: 'post', json: { esmeaddr: esme, ...details }, schema: organizationResponse }),
    onSuccess: (saved) => queries.setQueryData(moreKeys.organization, saved),
  });
}

/** The account's WABAs, for choosing where a migrated number goes. */
export function useWabas() {
  const client = useApiClient();
  const esme = useEsme();
  return useQuery({ queryKey: moreKeys.wabas, queryFn: async () => (await client.call(campaign(`/signup/api/v1.0/account_metrics/${esme}/getSenderDetails`), { schema: senderDetailsResponse })).wabas });
}

export function useMigrations() {
  const client = useApiClient();
  const esmeaddr = useEsme();
  return useQuery({ queryKey: moreKeys.migrations, queryFn: async () => (await client.call(customers('migrations'), { searchParams: { esmeaddr }, schema: migrationListResponse })).migrations });
}

/** One step of a migration (spec §7 customers onprimess, request_code, verfy, register, deregister). */
export function useMigrationStep(step: 'onprimess' | 'request_code' | 'verfy' | 'register' | 'deregister') {
  const client = useApiClient();
  const esmeaddr = useEsme();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>) => client.call(customers(step), { method: 'post', json: { esmeaddr, ...body }, schema: numberMigration }),
    onSettled: () => Promise.all([queries.invalidateQueries({ queryKey: moreKeys.migrations }), queries.invalidateQueries({ queryKey: moreKeys.codeInbox })]),
  });
}

/** SANDBOX ONLY: null when the server talks to Meta (404), so the page shows no inbox. */
export function useCodeInbox() {
  const client = useApiClient();
  return useQuery({
    queryKey: moreKeys.codeInbox,
    queryFn: async () => {
      try {
        return (await client.call(campaign('/whatsapp/sandbox/code-inbox'), { schema: sandboxCodeInboxResponse })).codes;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: 3_000,
  });
}

export function useSubscriptions() {
  const client = useApiClient();
  return useQuery({ queryKey: moreKeys.subscriptions, queryFn: async () => (await client.call(campaign('/v1.0/notifications/subscriptions'), { schema: notificationSubscriptionList })).subscriptions });
}

export function useAddSubscription() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSubscriptionRequest) => client.call(campaign('/v1.0/notifications/subscriptions'), { method: 'post', json: body, schema: notificationSubscription }),
    onSuccess: () => queries.invalidateQueries({ queryKey: moreKeys.subscriptions }),
  });
}

export function useRemoveSubscription() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(campaign(`/v1.0/notifications/subscriptions/${encodeURIComponent(id)}`), { method: 'delete', schema: deleteSubscriptionResponse }),
    onSuccess: () => Promise.all([queries.invalidateQueries({ queryKey: moreKeys.subscriptions }), queries.invalidateQueries({ queryKey: moreKeys.deliveries })]),
  });
}

/** Deliveries happen when templates, numbers and campaigns change, not when this page acts: the log looks again every 3 s. */
export function useDeliveries() {
  const client = useApiClient();
  return useQuery({ queryKey: moreKeys.deliveries, queryFn: async () => (await client.call(campaign('/v1.0/notifications/deliveries'), { searchParams: { limit: 50 }, schema: notificationDeliveryList })).deliveries, refetchInterval: 3_000 });
}

export function useSandboxMailbox() {
  const client = useApiClient();
  return useQuery({ queryKey: moreKeys.mailbox, queryFn: async () => (await client.call(campaign('/whatsapp/sandbox/mailbox'), { schema: sandboxMailboxResponse })).mails, refetchInterval: 3_000 });
}

/** Refetched every second while a file is still being prepared. */
export function usePendingDownloads() {
  const client = useApiClient();
  return useQuery({
    queryKey: moreKeys.pending,
    queryFn: () => client.call({ service: 'base', path: 'v1.0/download/pending' }, { schema: pendingDownloadsResponse }),
    refetchInterval: (query) => (query.state.data?.exports.some((job) => job.state === 'QUEUED' || job.state === 'RUNNING') ? 1_000 : 5_000),
  });
}

/** A ready export from the Download Center, or a customer's file by its media id (spec §7 download/media/whatsapp). */
export function useFetchFile() {
  const client = useApiClient();
  const esmeaddr = useEsme();
  return {
    exported: (id: string) => client.file({ service: 'reports', path: `/downloads/${encodeURIComponent(id)}/file` }),
    media: (mediaId: string) => client.file({ service: 'base', path: `v1.0/download/media/whatsapp?${new URLSearchParams({ channel_id: 'WABA', media_id: mediaId, esmeaddr: String(esmeaddr) }).toString()}` }),
  };
}

/**
 * A customer's file as a Blob for its preview, fetched once per media id (spec §7
 * download/media/whatsapp) and kept while the page lives, so the preview and a later download or
 * open make one call. Until `enabled` nothing is fetched (a video waits until asked to play).
 */
export function useCustomerMediaFile(mediaId: string, enabled: boolean) {
  const fetchFile = useFetchFile();
  return useQuery({ queryKey: moreKeys.mediaFile(mediaId), enabled, staleTime: Infinity, retry: false, queryFn: () => fetchFile.media(mediaId) });
}

/** Loads a customer's file through the preview's cache: from it when already there, else by the same call. */
export function useLoadCustomerMedia() {
  const fetchFile = useFetchFile();
  const queries = useQueryClient();
  return (mediaId: string) => queries.fetchQuery({ queryKey: moreKeys.mediaFile(mediaId), staleTime: Infinity, queryFn: () => fetchFile.media(mediaId) });
}

/** The account's numbers, for the sandbox customer's choice. */
export function useSenderNumbers() {
  const client = useApiClient();
  const esmeaddr = useEsme();
  return useQuery({ queryKey: ['wa-more', 'senders'], queryFn: async () => (await client.call(campaign('/v1.0/profile/getEsmeSenderMappingDetails'), { searchParams: { esmeaddr, channelId: 'WABA' }, schema: senderMappingResponse })).senders });
}

/** Whether the server runs the WhatsApp sandbox provider (false also when the status cannot be read). */
export function useSandboxRunning() {
  const client = useApiClient();
  return useQuery({ queryKey: ['wa-more', 'sandbox'], queryFn: async () => (await client.call(campaign('/whatsapp/sandbox'), { schema: sandboxStatusResponse })).sandbox, retry: false });
}

/** SANDBOX ONLY: a simulated customer sends a file to one of the account's numbers. */
export function useSandboxSendMedia() {
  const client = useApiClient();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxInboundMediaRequest) => client.call(campaign('/whatsapp/sandbox/inbound-media'), { method: 'post', json: body, schema: sandboxInboundMediaResponse }),
    onSuccess: () => queries.invalidateQueries({ queryKey: moreKeys.pending }),
  });
}
