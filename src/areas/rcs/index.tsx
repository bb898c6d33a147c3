import { AreaPlaceholderRoutes } from '@/shell/placeholder/area-placeholder-routes';

/** Known sub-paths of spec §2; until this area's issue builds its pages, each shows the area's route index. */
const subPaths = [
    // Spelled as the product spells them (`brodcast-rcs`).
    'brodcast-rcs', 'scheduled-rcs', 'rcs-reports', 'rcs-campaign-reports', 'edit-rcs', 'campaigns-creation', 'edit-campaigns',
    'templates-list', 'new-create-templates', 'create-templates', 'save-rcs', 'edit-rcs-template/{data}', 'view-rcs-template/{data}',
    'new-create-templates/{data}', 'edit-campaigns/{data}',
  ] as const;

export function RcsRoutes() {
  return <AreaPlaceholderRoutes titleKey="areas.rcs" basePath="/campaign-management" subPaths={subPaths} />;
}
