import type { AreaRoute } from './area-route';

/** Maker and checker lists, distributed delivery and contact scrubbing (#11). */
export const trackingRoutes: AreaRoute[] = [];
