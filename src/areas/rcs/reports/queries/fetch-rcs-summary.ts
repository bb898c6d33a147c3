import type { ApiClient } from '@/api/client';
import { rcsReportsResponse } from '@/api/contracts/rcs-campaigns';
import { reportPaths } from './report-endpoint';

/** POST rcs/report/summary: the account's RCS outcomes in a range, by day, sender and reason. */
export const fetchRcsSummary = (client: ApiClient, esmeaddr: number, range: { from?: string; to?: string }) =>
  client.call(reportPaths.summary, { method: 'post', json: { esmeaddr, ...range }, schema: rcsReportsResponse });
