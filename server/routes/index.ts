import type { AnyRoute } from '../platform/http/route';
import { accountFeatureRoutes } from './account-features';
import { accountsRoutes } from './accounts';
import { automationAreaRoutes } from './automation';
import { authRoutes } from './auth';
import { whatsappCampaignRoutes } from './campaign';
import { chatbotRoutes } from './chatbot';
import { rcsTemplateAreaRoutes } from './rcs-templates';
import { rcsCampaignAreaRoutes } from './rcs';

import { downloadRoutes } from './downloads/downloads';

import { insightsRoutes } from './insights';
import { reportsRoutes } from './reports';
import { sessionRoutes } from './session';
import { systemRoutes } from './system';
import { tablesRoutes } from './tables';
import { userRoutes } from './users';
import { webhookRoutes } from './webhooks';
import { waAccountsMoreRoutes } from './wa-accounts-more';

/** Every API route; the router, the OpenAPI document and the docs page all read this list. */
export const apiRoutes: readonly AnyRoute[] = [
  ...authRoutes,
  ...sessionRoutes,
  ...reportsRoutes,
  ...userRoutes,
  ...systemRoutes,
  ...chatbotRoutes,
  ...whatsappCampaignRoutes,
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
