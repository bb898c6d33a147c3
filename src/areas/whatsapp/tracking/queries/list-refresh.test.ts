import { describe, expect, it } from 'vitest';
import { CAMPAIGN_LIST_REFRESH_MS, type CampaignState } from '@/api/contracts/campaigns';
import { LIVE_LIST_REFRESH_MS, listRefreshMs } from './list-refresh';

describe('listRefreshMs', () => {
  it.each<[string, CampaignState[] | undefined, number]>([
    ['not loaded yet', undefined, CAMPAIGN_LIST_REFRESH_MS],
    ['an empty page', [], CAMPAIGN_LIST_REFRESH_MS],
    ['drafts and finished campaigns only', ['DRAFT', 'COMPLETED', 'REJECTED', 'PENDING_APPROVAL', 'PAUSED', 'CANCELLED', 'FAILED'], CAMPAIGN_LIST_REFRESH_MS],
    ['one campaign sending among finished ones', ['COMPLETED', 'RUNNING'], LIVE_LIST_REFRESH_MS],
    ['one campaign scheduled', ['DRAFT', 'SCHEDULED'], LIVE_LIST_REFRESH_MS],
  ])('%s', (_, states, expected) => {
    expect(listRefreshMs(states?.map((state) => ({ state })))).toBe(expected);
  });
});
