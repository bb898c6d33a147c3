import type { AreaRoute } from '@/shell/placeholder/area-placeholder-routes';

/** RCS templates and their phone preview (#13). */
export const templatesRoutes: AreaRoute[] = [];
