import { useCallback } from 'react';
import { insightsResponse, type InsightsQueryInput, type InsightsResponse } from '@/api/contracts/insights';
import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/api/react';
import { searchParamsOf } from './insights-format';

/** Where the figures come from: the console's session (administrators) or a reports access token. */
export type InsightsSource = (query: InsightsQueryInput) => Promise<InsightsResponse>;

/** GET {base}insights with the console's session. */
export function useConsoleInsightsSource(): InsightsSource {
  const client = useApiClient();
  return useCallback((query) => client.call({ service: 'base', path: 'insights' }, { searchParams: searchParamsOf(query), schema: insightsResponse }), [client]);
}

/** The reports application's credentials: the access token alone, as the bearer. */
export const reportsAuth = (token: string) => ({ token, username: '', session: '', roleId: null });

/** GET {reports}/insights with the access token from getToken. */
export function reportsInsightsSource(client: ApiClient, token: string): InsightsSource {
  return (query) => client.call({ service: 'reports', path: '/insights' }, { searchParams: searchParamsOf(query), schema: insightsResponse, auth: reportsAuth(token) });
}
