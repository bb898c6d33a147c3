import type { ApiClient } from '@/api/client';
import type { Endpoint } from '@/api/contracts/config';
import { RCS_BULK_PATHS } from '@/api/contracts/rcs-bulk';
import { rcsCampaign } from '@/api/contracts/rcs-campaigns';
import { rcsEndpoint } from './rcs-endpoint';

/**
 * Which save of spec §7 a form submission makes: the campaign base's four, or, from the Target Active
 * Users page (`bulk`) without a file, the broadcast base's bulk Save, Schedule and Send now, the last
 * without schedule fields (docs/decisions.md).
 */
export function saveCall(options: { file: boolean; schedule: boolean; now: boolean; bulk: boolean }): { endpoint: Endpoint; withSchedule: boolean } {
  const { file, schedule, now, bulk } = options;
  if (bulk && !file) {
    const call = !schedule ? 'save' : now ? 'send' : 'schedule';
    return { endpoint: { service: 'broadcast', path: RCS_BULK_PATHS[call] }, withSchedule: call === 'schedule' };
  }
  return { endpoint: rcsEndpoint(`rcs/${schedule ? 'saveScheduleCampaign' : 'saveCampaign'}${file ? '' : 'WithoutFile'}`), withSchedule: schedule };
}

/** POST the save `saveCall` chose. */
export const saveRcsCampaign = (client: ApiClient, endpoint: Endpoint, body: unknown) => client.call(endpoint, { method: 'post', json: body, schema: rcsCampaign });
