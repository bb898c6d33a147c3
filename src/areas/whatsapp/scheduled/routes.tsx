import type { AreaRoute } from '@/shell/area/area-routes';
import { ScheduledCampaignsPage } from './scheduled-campaigns-page';

/** The scheduled campaigns, re-scheduled or cancelled from their list (#11). */
export const scheduledRoutes: AreaRoute[] = [{ path: 'schedule-whatsappcampaign', element: <ScheduledCampaignsPage /> }];
