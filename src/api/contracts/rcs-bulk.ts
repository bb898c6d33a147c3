import { localDateTime } from './campaigns';
import { saveScheduleCampaignWithoutFileRequest } from './rcs-campaigns';

/**
 * Spec §7 "RCS campaigns", bulk: `/rcs/gui/campaign/send`, `saveCampaign` and `saveScheduleCampaign`
 * under the config's broadcast base: the Target Active Users page's Send now, Save and Schedule, a
 * campaign to the agent's active users (no file). Send and Save take `saveCampaignWithoutFileRequest`'s
 * payload; Schedule needs a time, Send now being its own call.
 */

export const RCS_BULK_PATHS = { send: '/rcs/gui/campaign/send', save: '/saveCampaign', schedule: '/saveScheduleCampaign' } as const;
export type RcsBulkCall = keyof typeof RCS_BULK_PATHS;

/** The config's `services.broadcast` base as our server serves it. */
export const RCS_BULK_BASE = '/api/broadcast';

export const bulkScheduleCampaignRequest = saveScheduleCampaignWithoutFileRequest.extend({ scheduleAt: localDateTime });
