import { AreaPlaceholderRoutes } from '@/shell/placeholder/area-placeholder-routes';

/** Known sub-paths of spec §2; until this area's issue builds its pages, each shows the area's route index. */
const subPaths = [] as const;

export function DownloadsRoutes() {
  return <AreaPlaceholderRoutes titleKey="areas.downloads" basePath="/download-center" subPaths={subPaths} />;
}
