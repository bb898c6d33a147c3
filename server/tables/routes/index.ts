import type { AnyRoute } from '../../platform/http/route';
import { contactListAudienceRoute } from './contact-list-audience-route';
import { contactListRoutes } from './contact-list-routes';
import { engagedRoutes } from './engaged-routes';
import { exclusionGroupPageRoutes } from './exclusion-group-routes';
import { optOutRoutes } from './opt-out-routes';

/** The tables area (#15): the account's reusable lists that campaigns draw on. */
export const tablesRoutes: AnyRoute[] = [...contactListRoutes, contactListAudienceRoute, ...optOutRoutes, ...engagedRoutes, ...exclusionGroupPageRoutes];
