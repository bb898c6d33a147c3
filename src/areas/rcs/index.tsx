import { AreaPlaceholderRoutes } from '@/shell/placeholder/area-placeholder-routes';
import { campaignsRoutes } from './route-groups/campaigns';
import { reportsRoutes } from './route-groups/reports';
import { templatesRoutes } from './route-groups/templates';

/** Known sub-paths of spec §2; those without a page yet show the area's route index. */
const subPaths = [
    // Spelled as the product spells them (`brodcast-rcs`).
    'brodcast-rcs', 'scheduled-rcs', 'rcs-reports', 'rcs-campaign-reports', 'edit-rcs', 'campaigns-creation', 'edit-campaigns',
    'templates-list', 'new-create-templates', 'create-templates', 'save-rcs', 'edit-rcs-template/{data}', 'view-rcs-template/{data}',
    'new-create-templates/{data}', 'edit-campaigns/{data}',
  ] as const;

const pages = [
  ...templatesRoutes,
  ...campaignsRoutes,
  ...reportsRoutes,
];

export function RcsRoutes() {
  return <AreaPlaceholderRoutes titleKey="areas.rcs" basePath="/campaign-management" subPaths={subPaths} pages={pages} />;
}
