import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { botListResponse } from '@/api/contracts/chatbot';
import { useApiClient } from '@/api/react';
import { automationKeys } from './automation-endpoint';

/** GET bots (the bot service): the account's chatbots, for START_FLOW nodes. */
export const fetchAccountBots = async (client: ApiClient) => (await client.call({ service: 'bot', path: 'bots' }, { schema: botListResponse })).bots;

/** A user without the chatbot builder gets none, once, and types an id. */
export const accountBotsQuery = (client: ApiClient) => queryOptions({ queryKey: automationKeys.bots, retry: false, queryFn: () => fetchAccountBots(client) });

export const useAccountBots = () => useQuery(accountBotsQuery(useApiClient()));
