import type { AnyRoute } from '../../platform/http/route';
import { accountResourceRoutes } from './account-resources';
import { botRoutes } from './bots';
import { chatReportRoutes } from './chat-report';
import { flowVersionRoutes } from './flow-versions';
import { flowRoutes } from './flows';
import { folderRoutes } from './folders';
import { pwaProfileRoutes } from './pwa-profiles';
import { runtimeRoutes } from './runtime';

/** The chatbot area: `/api/bot/...` for the console and `/api/gateway/...` for channel connectors. */
export const chatbotRoutes: readonly AnyRoute[] = [...folderRoutes, ...botRoutes, ...flowRoutes, ...flowVersionRoutes, ...accountResourceRoutes, ...pwaProfileRoutes, ...runtimeRoutes, ...chatReportRoutes];
