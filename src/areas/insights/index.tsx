import { lazy, Suspense } from 'react';
import { AreaPlaceholderRoutes } from '@/shell/placeholder/area-placeholder-routes';

/** Known sub-paths of spec §2: the area's index is its only page. */
const subPaths = [] as const;

// The charts (recharts) load with the page, never with the menu or the sign-in page.
const InsightsPage = lazy(() => import('./insights-page').then((module) => ({ default: module.InsightsPage })));

export function InsightsRoutes() {
  return (
    <AreaPlaceholderRoutes
      titleKey="areas.insights"
      basePath="/insights"
      subPaths={subPaths}
      pages={[
        {
          path: '',
          element: (
            <Suspense>
              <InsightsPage />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
