import { AreaRoutes, type AreaRoute } from '@/shell/area/area-routes';
import { DownloadCenterPage } from './download-center-page';

const pages: readonly AreaRoute[] = [{ path: '', element: <DownloadCenterPage /> }];

export function DownloadsRoutes() {
  return <AreaRoutes pages={pages} />;
}
