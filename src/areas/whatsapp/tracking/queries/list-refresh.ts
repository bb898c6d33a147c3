import type { CampaignState } from '@/api/contracts/campaigns';
import { CAMPAIGN_LIST_REFRESH_MS } from '@/api/contracts/campaigns';

/** While a listed campaign is sending, its figures move every second: a maker watching one sees them move. */
export const LIVE_LIST_REFRESH_MS = 3_000;

/** States whose figures change without anyone acting: sending, or about to start. */
const MOVING: ReadonlySet<CampaignState> = new Set(['RUNNING', 'SCHEDULED']);

/**
 * How often a tracking list asks again: every few seconds while one of its campaigns is moving, else
 * every REFRESH_DISTRIBUTRED_LIST_TIME (spec §9) for every list, not Distributed delivery alone, so a
 * checker's approval or a finished campaign shows without a reload.
 */
export function listRefreshMs(rows: ReadonlyArray<{ state: CampaignState }> | undefined): number {
  return rows?.some((row) => MOVING.has(row.state)) ? LIVE_LIST_REFRESH_MS : CAMPAIGN_LIST_REFRESH_MS;
}
