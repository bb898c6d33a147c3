import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { rcsTemplateListResponse } from '@/api/contracts/rcs-template-api';
import { useApiClient } from '@/api/react';
import { rcsEndpoint, rcsKeys, useEsmeaddr } from './rcs-endpoint';

/** POST api/rcstemplate/fetchTemplates: an agent's templates a campaign may use. */
export const fetchRcsTemplates = async (client: ApiClient, esmeaddr: number, senderId: string) =>
  (await client.call(rcsEndpoint('api/rcstemplate/fetchTemplates'), { method: 'post', json: { esmeaddr, senderId }, schema: rcsTemplateListResponse })).templates;

/** No agent chosen, no call. */
export const rcsTemplatesQuery = (client: ApiClient, esmeaddr: number, senderId: string) =>
  queryOptions({ queryKey: rcsKeys.templates(senderId), enabled: senderId !== '', queryFn: () => fetchRcsTemplates(client, esmeaddr, senderId) });

export const useRcsTemplates = (senderId: string) => useQuery(rcsTemplatesQuery(useApiClient(), useEsmeaddr(), senderId));
