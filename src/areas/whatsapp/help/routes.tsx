import { Redirect } from '@/shell/frame/access-gate';
import type { AreaRoute } from '@/shell/area/area-routes';
import { useAccessContext } from '@/shell/session';
import { HelpCenterPage } from './help-center-page';

/** The area's first page (spec §2 submenu order), where a white-label user asking for help lands. */
const FIRST_PAGE = '/whatsapp-campaign/send-whatsapp';

/** Spec §6 hides Help center from white-label accounts; the address follows the menu. */
function HelpCenterRoute() {
  return useAccessContext().whitelabel ? <Redirect to={FIRST_PAGE} /> : <HelpCenterPage />;
}

/** Help center (#14): articles and support requests. */
export const helpRoutes: AreaRoute[] = [{ path: 'help-center', element: <HelpCenterRoute /> }];
