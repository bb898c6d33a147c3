import type { AreaRoute } from './area-route';

/** Template management, create, edit and view (#12). */
export const templateRoutes: AreaRoute[] = [];
