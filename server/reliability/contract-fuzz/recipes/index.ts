import type { Recipes } from '../recipe';
import { accountsRecipes } from './accounts';
import { automationRecipes } from './automation';
import { campaignsRecipes } from './campaigns';
import { chatbotRecipes } from './chatbot';
import { rcsRecipes } from './rcs';
import { reportsRecipes } from './reports';
import { sessionRecipes } from './session';
import { tablesRecipes } from './tables';
import { templatesRecipes } from './templates';
import { webhooksRecipes } from './webhooks';

/** One recipe per route of the OpenAPI document; the fuzz's coverage check fails for a route without one. */
export const fuzzRecipes: Recipes = {
  ...sessionRecipes,
  ...chatbotRecipes,
  ...campaignsRecipes,
  ...templatesRecipes,
  ...webhooksRecipes,
  ...rcsRecipes,
  ...accountsRecipes,
  ...automationRecipes,
  ...reportsRecipes,
  ...tablesRecipes,
};
