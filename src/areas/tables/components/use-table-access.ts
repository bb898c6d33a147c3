import { hasSubPermission, openAreas } from '@/shell/access';
import { useAccessContext } from '@/shell/session';

/**
 * What the signed-in user may do here, as the server decides it (docs/decisions.md "Tables area"):
 * change lists with CampaignManager (or no profile), only read and export with Reports; exclusion groups
 * when the services open RCS.
 */
export function useTableAccess() {
  const ctx = useAccessContext();
  const areas = openAreas(ctx.services);
  return {
    canEdit: ctx.permission === null || hasSubPermission(ctx.permission, 'CampaignManager'),
    rcs: areas === null || areas.has('campaign-management'),
  };
}
