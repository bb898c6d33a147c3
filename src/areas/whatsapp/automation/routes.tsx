import type { AreaRoute } from '@/shell/area/area-routes';
import { AutomationBuilderPage } from './automation-builder-page';

/** The automation builder (#14): keyword automations, their run log, and the sandbox's customer stand-in. */
export const automationRoutes: AreaRoute[] = [{ path: 'automation-builder', element: <AutomationBuilderPage /> }];
