import { lazy, Suspense } from 'react';
import { AreaRoutes } from '@/shell/area/area-routes';

// The charts (recharts) load with the page, never with the menu or the sign-in page.
const InsightsPage = lazy(() => import('./insights-page').then((module) => ({ default: module.InsightsPage })));

export function InsightsRoutes() {
  return (
    <AreaRoutes
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
