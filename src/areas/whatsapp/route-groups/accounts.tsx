import type { AreaRoute } from '@/shell/placeholder/area-placeholder-routes';

/** Onboarding, numbers, WABAs, profiles, billing and help (#14). */
export const accountsRoutes: AreaRoute[] = [];
