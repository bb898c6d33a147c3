import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { automationRunsResponse } from '@/api/contracts/automation';
import { useApiClient } from '@/api/react';
import { at, automationKeys } from './automation-endpoint';

/** GET whatsapp/automation-runs: the last 50 runs. */
export const fetchAutomationRuns = async (client: ApiClient) => (await client.call(at('automation-runs'), { searchParams: { limit: 50 }, schema: automationRunsResponse })).runs;

/** Runs happen when customers write, not when this page acts: the log looks again every 3 s. */
export const automationRunsQuery = (client: ApiClient) => queryOptions({ queryKey: automationKeys.runs, queryFn: () => fetchAutomationRuns(client), refetchInterval: 3_000 });

export const useAutomationRuns = () => useQuery(automationRunsQuery(useApiClient()));
