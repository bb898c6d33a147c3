import { AreaPlaceholderRoutes, type AreaRoute } from '@/shell/placeholder/area-placeholder-routes';
import { DownloadCenterPage } from './download-center-page';

/** Known sub-paths of spec §2 (none beyond the centre itself). */
const subPaths = [] as const;
const pages: readonly AreaRoute[] = [{ path: '', element: <DownloadCenterPage /> }];

export function DownloadsRoutes() {
  return <AreaPlaceholderRoutes titleKey="areas.downloads" basePath="/download-center" subPaths={subPaths} pages={pages} />;
}
