import type { AnyRoute } from '../../platform/http/route';
import { automationRoutes } from './automation-routes';
import { automationRunsRoute } from './runs-route';
import { sandboxRoutes } from './sandbox-routes';

/** The automation builder and the WhatsApp sandbox's customer stand-in (#14). */
export const automationAreaRoutes: AnyRoute[] = [...automationRoutes, automationRunsRoute, ...sandboxRoutes];
