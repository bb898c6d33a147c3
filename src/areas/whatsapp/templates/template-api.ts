import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@/api/contracts/config';
import { whatsappTemplate, type TemplateContentInput, type TemplateStatus } from '@/api/contracts/whatsapp-template';
import {
  checkExistTemplateResponse,
  deleteTemplateResponse,
  mediaUploadResponse,
  templateHistoryResponse,
  templateListResponse,
  wabaListResponse,
  type MediaKind,
} from '@/api/contracts/whatsapp-template-api';
import { useApiClient } from '@/api/react';
import { useSessionValue } from '@/shell/session/use-session';

/** spec §7 paths, relative to the configured campaign base (`/api/campaign/`). */
const at = (path: string): Endpoint => ({ service: 'campaign', path: `/v1.0/templates/${path}` });

export const templateKeys = {
  all: ['wa-templates'] as const,
  wabas: ['wa-templates', 'wabas'] as const,
  list: (wabaId: string, status: string) => ['wa-templates', 'list', wabaId, status] as const,
  one: (sno: number) => ['wa-templates', 'one', sno] as const,
  history: (templateId: string) => ['wa-templates', 'history', templateId] as const,
};

/** The spec's `esmeaddr` and `sessionId`, read from the signed-in session. */
export function useAccount() {
  const esmeaddr = useSessionValue('id') ?? 0;
  const sessionId = useSessionValue('session') ?? '';
  return { esmeaddr, sessionId };
}

/** spec §7 "waba list", beside the other WABA calls under the sign-up base (docs/decisions.md "WABA calls of spec §7"). */
const WABA_LIST: Endpoint = { service: 'campaign', path: '/signup/api/v1.0/waba/list' };

export function useWabas() {
  const client = useApiClient();
  return useQuery({ queryKey: templateKeys.wabas, queryFn: async () => (await client.call(WABA_LIST, { schema: wabaListResponse })).wabas });
}

/** POST getAllTemplates; polls while a template is in review, so verdicts show without a reload. */
export function useTemplateList(wabaId: string, status: TemplateStatus | 'ALL') {
  const client = useApiClient();
  const { esmeaddr, sessionId } = useAccount();
  return useQuery({
    queryKey: templateKeys.list(wabaId, status),
    enabled: !!wabaId,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await client.call(at('getAllTemplates'), { method: 'post', json: { esmeaddr, wabaId, sessionId, ...(status === 'ALL' ? {} : { status }) }, schema: templateListResponse })).templates,
    refetchInterval: (query) => (query.state.data?.some((template) => template.status === 'PENDING') ? 2000 : false),
  });
}

/** GET getTemplate?sno; polls while in review. */
export function useTemplate(sno: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: templateKeys.one(sno ?? 0),
    enabled: sno !== null,
    queryFn: () => client.call(at('getTemplate'), { searchParams: { sno: sno ?? 0 }, schema: whatsappTemplate }),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 2000 : false),
  });
}

export function useTemplateHistory(templateId: string | null) {
  const client = useApiClient();
  const { esmeaddr, sessionId } = useAccount();
  return useQuery({
    queryKey: templateKeys.history(templateId ?? ''),
    enabled: !!templateId,
    queryFn: async () => (await client.call(at('getTemplateHistory'), { searchParams: { esmeaddr, templateId: templateId ?? '', sessionId }, schema: templateHistoryResponse })).history,
  });
}

export function useCheckExist() {
  const client = useApiClient();
  const { esmeaddr } = useAccount();
  return (wabaId: string, name: string, language: string) =>
    client.call(at('checkExistTemplate'), { searchParams: { wabaId, esmeaddr, template_name: name, language }, schema: checkExistTemplateResponse });
}

export function useSaveTemplate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { esmeaddr, sessionId } = useAccount();
  return useMutation({
    mutationFn: ({ wabaId, templateId, template }: { wabaId: string; templateId: string | null; template: TemplateContentInput }) =>
      templateId
        ? client.call(at(`edit/${encodeURIComponent(templateId)}`), {
            method: 'post',
            json: { esmeaddr, sessionId, template: { category: template.category, parameter_format: template.parameter_format, components: template.components } },
            schema: whatsappTemplate,
          })
        : client.call(at('create'), { method: 'post', json: { esmeaddr, wabaId, sessionId, template }, schema: whatsappTemplate }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function useDeleteTemplate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { esmeaddr, sessionId } = useAccount();
  return useMutation({
    mutationFn: ({ wabaId, name }: { wabaId: string; name: string }) =>
      client.call(at('delete'), { method: 'delete', searchParams: { esmeaddr, wabaId, templateName: name, sessionId }, schema: deleteTemplateResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

const toBase64 = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
};

export function useMediaUpload() {
  const client = useApiClient();
  const { esmeaddr } = useAccount();
  return async (wabaId: string, type: MediaKind, file: File) =>
    client.call(at('mediaUpload'), { method: 'post', json: { esmeaddr, wabaId, type, fileName: file.name, mimeType: file.type, data: await toBase64(file) }, schema: mediaUploadResponse });
}

