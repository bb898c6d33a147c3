import type { AreaRoute } from '@/shell/placeholder/area-placeholder-routes';

/** RCS campaign creation, saved and scheduled lists (#13). */
export const campaignsRoutes: AreaRoute[] = [];
