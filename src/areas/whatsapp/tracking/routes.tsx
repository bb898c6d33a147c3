import { CheckerListPage } from './pages/checker-list-page';
import { ContactScrubbingPage } from './pages/contact-scrubbing-page';
import { DistributedDeliveryPage } from './pages/distributed-delivery-page';
import { MakerListPage } from './pages/maker-list-page';
import { trackingAccess, TrackingGate } from './tracking-gate';
import type { AreaRoute } from '@/shell/area/area-routes';

/** Maker and checker lists, distributed delivery and contact scrubbing (#11). */
export const trackingRoutes: AreaRoute[] = [
  {
    path: 'maker-list',
    element: (
      <TrackingGate allow={trackingAccess.makerList}>
        <MakerListPage />
      </TrackingGate>
    ),
  },
  {
    path: 'checker-list',
    element: (
      <TrackingGate allow={trackingAccess.checkerList}>
        <CheckerListPage />
      </TrackingGate>
    ),
  },
  { path: 'distributed-delivery', element: <DistributedDeliveryPage /> },
  {
    path: 'contact-scrubbing',
    element: (
      <TrackingGate allow={trackingAccess.contactScrubbing}>
        <ContactScrubbingPage />
      </TrackingGate>
    ),
  },
];
