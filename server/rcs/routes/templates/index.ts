import type { AnyRoute } from '../../../platform/http/route';
import { rcsMediaRoutes } from './rcs-media-routes';
import { rcsSenderRoutes } from './rcs-sender-routes';
import { rcsTemplateRoutes } from './rcs-template-routes';

/** RCS sender ids and templates under the config's campaign base (docs/api.md "RCS sender ids and templates"). */
export const rcsTemplateAreaRoutes: AnyRoute[] = [...rcsSenderRoutes, ...rcsTemplateRoutes, ...rcsMediaRoutes];
