import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { rcsTemplateListResponse } from '@/api/contracts/rcs-template-api';
import { useApiClient } from '@/api/react';
import { useEsmeaddr } from '../../campaigns/queries/rcs-endpoint';
import { rcsTemplateKeys, template } from './rcs-template-endpoint';

/** POST fetchTemplates with a `templateId`: one template, or null when the agent has none of that id. */
export async function fetchRcsTemplate(client: ApiClient, esmeaddr: number, senderId: string, templateId: number | null) {
  const { templates } = await client.call(template('fetchTemplates'), { method: 'post', json: { esmeaddr, senderId, templateId }, schema: rcsTemplateListResponse });
  return templates[0] ?? null;
}

/** Asked once the address names an agent and a template. */
export const rcsTemplateQuery = (client: ApiClient, esmeaddr: number, senderId: string, templateId: number | null) =>
  queryOptions({
    queryKey: rcsTemplateKeys.one(senderId, templateId ?? 0),
    enabled: !!senderId && templateId !== null,
    queryFn: () => fetchRcsTemplate(client, esmeaddr, senderId, templateId),
  });

export const useRcsTemplate = (senderId: string, templateId: number | null) => useQuery(rcsTemplateQuery(useApiClient(), useEsmeaddr(), senderId, templateId));
