import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { TemplateStatus } from '@/api/contracts/whatsapp-template';
import { templateListResponse } from '@/api/contracts/whatsapp-template-api';
import { useApiClient } from '@/api/react';
import { useAccount, type CallerAccount } from '../../shared/use-account';
import { at, templateKeys } from './template-endpoint';

/** POST getAllTemplates: a WABA's templates, of one status or all. */
export const fetchTemplateList = async (client: ApiClient, { esmeaddr, sessionId }: CallerAccount, wabaId: string, status: TemplateStatus | 'ALL') =>
  (await client.call(at('getAllTemplates'), { method: 'post', json: { esmeaddr, wabaId, sessionId, ...(status === 'ALL' ? {} : { status }) }, schema: templateListResponse })).templates;

/** Polls while a template is in review, so verdicts show without a reload. */
export const templateListQuery = (client: ApiClient, account: CallerAccount, wabaId: string, status: TemplateStatus | 'ALL') =>
  queryOptions({
    queryKey: templateKeys.list(wabaId, status),
    enabled: !!wabaId,
    placeholderData: keepPreviousData,
    queryFn: () => fetchTemplateList(client, account, wabaId, status),
    refetchInterval: (query) => (query.state.data?.some((template) => template.status === 'PENDING') ? 2000 : false),
  });

export const useTemplateList = (wabaId: string, status: TemplateStatus | 'ALL') => useQuery(templateListQuery(useApiClient(), useAccount(), wabaId, status));
