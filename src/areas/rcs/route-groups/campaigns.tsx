import { CreateRcsCampaignPage, EditRcsCampaignPage } from '../campaigns/campaign-form-page';
import { RcsCampaignListPage } from '../campaigns/rcs-campaign-list-page';
import type { AreaRoute } from '@/shell/area/area-routes';

/** RCS campaign creation, saved and scheduled lists (#13). */
export const campaignsRoutes: AreaRoute[] = [
  { path: 'campaigns-creation', element: <CreateRcsCampaignPage /> },
  { path: 'edit-campaigns', element: <RcsCampaignListPage kinds={['saved', 'scheduled']} /> },
  { path: 'edit-campaigns/:data', element: <EditRcsCampaignPage /> },
  { path: 'brodcast-rcs', element: <CreateRcsCampaignPage audience="ACTIVE_USERS" /> },
  { path: 'save-rcs', element: <RcsCampaignListPage kinds={['saved']} /> },
  { path: 'scheduled-rcs', element: <RcsCampaignListPage kinds={['scheduled']} /> },
  { path: 'edit-rcs', element: <RcsCampaignListPage kinds={['saved', 'scheduled']} /> },
];
