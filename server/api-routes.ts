import type { AnyRoute } from './platform/http/route';
import { accountFeatureRoutes } from './users/routes/account-features';
import { accountsRoutes } from './whatsapp-accounts/routes';
import { automationAreaRoutes } from './automation/routes';
import { authRoutes } from './session/routes/auth';
import { whatsappCampaignRoutes } from './campaigns/routes';
import { chatbotRoutes } from './chatbot/routes';
import { webhookRuleRoutes } from './webhook-rules/routes';
import { rcsTemplateAreaRoutes } from './rcs/routes/templates';
import { rcsCampaignAreaRoutes } from './rcs/routes';
import { columnListRoute } from './exports/routes/download-columns';
import { downloadRoutes } from './exports/routes/downloads';
import { insightsRoutes } from './insights/routes';
import { reportsRoutes } from './session/routes/reports-app';
import { sessionRoutes } from './session/routes/session';
import { systemRoutes } from './users/routes/system';
import { tablesRoutes } from './tables/routes';
import { userRoutes } from './users/routes/users';
import { webhookRoutes } from './messaging/events/routes';
import { waAccountsMoreRoutes } from './whatsapp-accounts/routes/organization';

/** Every API route; the router, the OpenAPI document and the docs page all read this list. */
export const apiRoutes: readonly AnyRoute[] = [
  ...authRoutes,
  ...sessionRoutes,
  ...reportsRoutes,
  columnListRoute,
  ...userRoutes,
  ...systemRoutes,
  ...chatbotRoutes,
  ...whatsappCampaignRoutes,
  ...webhookRuleRoutes,
  ...webhookRoutes,
  ...rcsTemplateAreaRoutes,
  ...rcsCampaignAreaRoutes,
  ...accountsRoutes,
  ...automationAreaRoutes,
  ...downloadRoutes,
  ...insightsRoutes,
  ...tablesRoutes,
  ...waAccountsMoreRoutes,
  ...accountFeatureRoutes,
];
