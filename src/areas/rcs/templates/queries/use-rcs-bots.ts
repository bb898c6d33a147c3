import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { botListResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';

/** GET bots (the bot service), RCS ones only: the bots whose message nodes `syncup` can bring in. */
export const fetchRcsBots = async (client: ApiClient) => (await client.call({ service: 'bot', path: 'bots' }, { schema: botListResponse })).bots.filter((bot) => bot.channel === 'RCS');

/** A user without the chatbot builder gets none, once. */
export const rcsBotsQuery = (client: ApiClient) => queryOptions({ queryKey: ['rcs-bots'], retry: false, queryFn: () => fetchRcsBots(client) });

export const useRcsBots = () => useQuery(rcsBotsQuery(useApiClient()));
