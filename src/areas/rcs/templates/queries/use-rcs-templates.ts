import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { rcsTemplateListResponse } from '@/api/contracts/rcs-template-api';
import { useApiClient } from '@/api/react';
import { useEsmeaddr } from '../../campaigns/queries/rcs-endpoint';
import { rcsTemplateKeys, template } from './rcs-template-endpoint';

/** POST fetchTemplates: an agent's templates, for the templates list (refetched after a save, a delete or a sync). */
export const fetchRcsTemplates = async (client: ApiClient, esmeaddr: number, senderId: string) =>
  (await client.call(template('fetchTemplates'), { method: 'post', json: { esmeaddr, senderId }, schema: rcsTemplateListResponse })).templates;

/** No agent chosen, no call. */
export const rcsTemplatesQuery = (client: ApiClient, esmeaddr: number, senderId: string) =>
  queryOptions({ queryKey: rcsTemplateKeys.list(senderId), enabled: !!senderId, queryFn: () => fetchRcsTemplates(client, esmeaddr, senderId) });

export const useRcsTemplates = (senderId: string) => useQuery(rcsTemplatesQuery(useApiClient(), useEsmeaddr(), senderId));
