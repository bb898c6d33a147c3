import { ScheduledCampaignsPage } from '../scheduled/scheduled-campaigns-page';
import { SendWhatsappPage } from '../send/send-whatsapp-page';
import type { AreaRoute } from '@/shell/area/area-routes';

/** The send form and its re-schedule routes, and the scheduled campaigns (#11). */
export const sendRoutes: AreaRoute[] = [
  { path: 'send-whatsapp', element: <SendWhatsappPage /> },
  { path: 'send-whatsapp/:reSchedule', element: <SendWhatsappPage /> },
  { path: 'schedule-whatsappcampaign', element: <ScheduledCampaignsPage /> },
];
