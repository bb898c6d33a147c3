import type { AreaRoute } from './area-route';

/** The send form and its re-schedule routes, and the scheduled campaigns (#11). */
export const sendRoutes: AreaRoute[] = [];
