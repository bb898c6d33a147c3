import { RCS_BULK_BASE, RCS_BULK_PATHS, bulkScheduleCampaignRequest } from '@/api/contracts/rcs-bulk';
import { saveCampaignWithoutFileRequest } from '@/api/contracts/rcs-campaigns';
import type { AnyRoute } from '../../platform/http/route';
import { saveRoute } from './rcs-campaign-routes';

/** Spec §7's bulk calls under the broadcast base: the campaign base's saves without a file, by other names (docs/decisions.md). */
export const rcsBulkRoutes: AnyRoute[] = [
  saveRoute(
    `${RCS_BULK_BASE}${RCS_BULK_PATHS.send}`,
    saveCampaignWithoutFileRequest,
    { file: false, schedule: true },
    "Target Active Users' Send now: saves a campaign to the agent's (botId's) active users of the last 30 days and starts it at once.",
  ),
  saveRoute(`${RCS_BULK_BASE}${RCS_BULK_PATHS.save}`, saveCampaignWithoutFileRequest, { file: false, schedule: false }, "Target Active Users' Save: keeps a campaign to the agent's active users in the saved list."),
  saveRoute(
    `${RCS_BULK_BASE}${RCS_BULK_PATHS.schedule}`,
    bulkScheduleCampaignRequest,
    { file: false, schedule: true },
    "Target Active Users' Schedule: saves a campaign to the agent's active users and hands it to the scheduler for a local time at most 90 days ahead.",
  ),
];
