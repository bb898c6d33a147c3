import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { templateHistoryResponse } from '@/api/contracts/whatsapp-template-api';
import { useApiClient } from '@/api/react';
import { useAccount, type CallerAccount } from '../../shared/use-account';
import { at, templateKeys } from './template-endpoint';

/** GET getTemplateHistory: a template's past versions and verdicts. */
export const fetchTemplateHistory = async (client: ApiClient, { esmeaddr, sessionId }: CallerAccount, templateId: string) =>
  (await client.call(at('getTemplateHistory'), { searchParams: { esmeaddr, templateId, sessionId }, schema: templateHistoryResponse })).history;

/** No template chosen, no call. */
export const templateHistoryQuery = (client: ApiClient, account: CallerAccount, templateId: string | null) =>
  queryOptions({ queryKey: templateKeys.history(templateId ?? ''), enabled: !!templateId, queryFn: () => fetchTemplateHistory(client, account, templateId ?? '') });

export const useTemplateHistory = (templateId: string | null) => useQuery(templateHistoryQuery(useApiClient(), useAccount(), templateId));
