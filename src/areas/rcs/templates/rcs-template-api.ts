import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@/api/contracts/config';
import { botListResponse } from '@/api/contracts/chatbot';
import { senderIdsResponse } from '@/api/contracts/rcs-senders';
import {
  rcsTemplateDeleteResponse,
  rcsTemplateExistsResponse,
  rcsMediaUploadResponse,
  rcsTemplateListResponse,
  rcsTemplateSyncResponse,
  storedRcsTemplate,
  type RcsTemplateSaveRequest,
} from '@/api/contracts/rcs-template-api';
import { useApiClient } from '@/api/react';
import { useSessionValue } from '@/shell/session/use-session';

/** spec §7 paths, relative to the configured campaign base. */
const campaign = (path: string): Endpoint => ({ service: 'campaign', path: `/${path}` });
const template = (path: string) => campaign(`api/rcstemplate/${path}`);

export const rcsTemplateKeys = {
  all: ['rcs-templates'] as const,
  senders: ['rcs-templates', 'senders'] as const,
  list: (senderId: string) => ['rcs-templates', 'list', senderId] as const,
  one: (senderId: string, templateId: number) => ['rcs-templates', 'one', senderId, templateId] as const,
};

export function useEsmeaddr(): number {
  return useSessionValue('id') ?? 0;
}

export function useRcsSenders() {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useQuery({
    queryKey: rcsTemplateKeys.senders,
    queryFn: async () => (await client.call(campaign('getSenderIds'), { method: 'post', json: { esmeaddr }, schema: senderIdsResponse })).senderIds,
  });
}

export function useRcsTemplates(senderId: string) {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useQuery({
    queryKey: rcsTemplateKeys.list(senderId),
    enabled: !!senderId,
    queryFn: async () => (await client.call(template('fetchTemplates'), { method: 'post', json: { esmeaddr, senderId }, schema: rcsTemplateListResponse })).templates,
  });
}

export function useRcsTemplate(senderId: string, templateId: number | null) {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useQuery({
    queryKey: rcsTemplateKeys.one(senderId, templateId ?? 0),
    enabled: !!senderId && templateId !== null,
    queryFn: async () => {
      const { templates } = await client.call(template('fetchTemplates'), { method: 'post', json: { esmeaddr, senderId, templateId }, schema: rcsTemplateListResponse });
      return templates[0] ?? null;
    },
  });
}

export function useCheckRcsTemplateExists() {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return (senderId: string, templateName: string, language: string) =>
    client.call(template('checkExistsTemplate'), { searchParams: { esmeaddr, templateName, language, senderId }, schema: rcsTemplateExistsResponse });
}

/** Save (new) or update (with `templateId`); the lists are refetched after either. */
export function useSaveRcsTemplate() {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<RcsTemplateSaveRequest, 'esmeaddr'> & { templateId?: number }) =>
      input.templateId === undefined
        ? client.call(template('save'), { method: 'post', json: { ...input, esmeaddr }, schema: storedRcsTemplate })
        : client.call(template('update'), { method: 'put', json: { ...input, esmeaddr }, schema: storedRcsTemplate }),
    onSuccess: () => queries.invalidateQueries({ queryKey: rcsTemplateKeys.all }),
  });
}

export function useDeleteRcsTemplate() {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: { senderId: string; templateId: number }) => client.call(template('delete'), { method: 'post', json: { ...input, esmeaddr }, schema: rcsTemplateDeleteResponse }),
    onSuccess: () => queries.invalidateQueries({ queryKey: rcsTemplateKeys.all }),
  });
}

/** The account's RCS bots, whose message nodes `syncup` can bring in; a user without the chatbot builder gets none. */
export function useRcsBots() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['rcs-bots'],
    retry: false,
    queryFn: async () => (await client.call({ service: 'bot', path: 'bots' }, { schema: botListResponse })).bots.filter((bot) => bot.channel === 'RCS'),
  });
}

/** spec §7 `syncup`: a bot's message nodes become templates of the agent; the lists are refetched. */
export function useSyncRcsTemplates() {
  const client = useApiClient();
  const esmeAddr = useEsmeaddr();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (input: { botId: string; senderId: string }) => client.call(template('syncup'), { method: 'post', json: { ...input, esmeAddr }, schema: rcsTemplateSyncResponse }),
    onSuccess: () => queries.invalidateQueries({ queryKey: rcsTemplateKeys.all }),
  });
}

/** `{data}` of the view, edit and copy links: the agent and the template, `acme_retail_agent~12`. */
export const templateLink = (senderId: string, templateId: number) => `${senderId}~${templateId}`;
export function parseTemplateLink(data: string | undefined): { senderId: string; templateId: number } | null {
  const match = /^([^~]+)~(\d+)$/.exec(data ?? '');
  return match ? { senderId: match[1]!, templateId: Number(match[2]) } : null;
}

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** POST mediaUpload: answers the public URL the card then carries. */
export function useUploadRcsMedia() {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return async (file: File) => {
    const json = { esmeaddr, fileName: file.name, mimeType: file.type, data: await base64Of(file) };
    return (await client.call(template('mediaUpload'), { method: 'post', json, schema: rcsMediaUploadResponse })).url;
  };
}
