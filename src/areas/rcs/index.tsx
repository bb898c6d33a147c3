import { AreaHubPage } from '@/shell/area/area-hub-page';
import { AreaRoutes } from '@/shell/area/area-routes';
import { campaignsRoutes } from './route-groups/campaigns';
import { reportsRoutes } from './route-groups/reports';
import { templatesRoutes } from './route-groups/templates';

/** Every sub-path of spec §2, and the area's own address as its hub. */
const pages = [
  { path: '', element: <AreaHubPage areaPath="/campaign-management" titleKey="areas.rcs" /> },
  ...templatesRoutes,
  ...campaignsRoutes,
  ...reportsRoutes,
];

export function RcsRoutes() {
  return <AreaRoutes pages={pages} />;
}
