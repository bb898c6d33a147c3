import type { AreaRoute } from './area-route';

/** The campaign report and its export (#11). */
export const reportRoutes: AreaRoute[] = [];
