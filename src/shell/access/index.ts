/** Access rules as data plus pure functions: the guard, the role redirects and the sidebar all call these. */
export { buildMenu } from './build-menu';
export { guard } from './guard';
export { loungeGrants, loungeWhatsappItems } from './lounge-menu';
export { areaItems, chatbotItems, rcsItems, topItems, whatsappExtraItems, whatsappItems } from './menu-items';
export { opensReportsApp, reportsAppPages, reportsTabPaths, type ReportsAppPage } from './reports-app-pages';
export { normalizePath, paths, publicPaths } from './paths';
export { firstPermittedPages, firstPermittedPath, hasSubPermission, userTypeFrom, type SubService, type UserType } from './permissions';
export { isSignedIn, landingFor, redirectForSignedIn } from './roles';
export { canAccessPath, openAreas, serviceStartPage } from './services';
export type { AccessContext, AccessDecision, MenuItem } from './types';
