import type { AreaRoute } from '@/shell/placeholder/area-placeholder-routes';

/** RCS reports (#13). */
export const reportsRoutes: AreaRoute[] = [];
