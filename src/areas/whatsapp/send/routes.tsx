import type { AreaRoute } from '@/shell/area/area-routes';
import { SendWhatsappPage } from './send-whatsapp-page';

/** The send form and its re-schedule routes (#11). */
export const sendRoutes: AreaRoute[] = [
  { path: 'send-whatsapp', element: <SendWhatsappPage /> },
  { path: 'send-whatsapp/:reSchedule', element: <SendWhatsappPage /> },
];
