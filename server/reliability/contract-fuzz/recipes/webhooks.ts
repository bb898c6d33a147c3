import type { Recipes } from '../recipe';

export const webhooksRecipes: Recipes = {
  'POST /api/campaign/v1.0/webhook/getWabaNumbers': {},
  'POST /api/campaign/v1.0/webhook/getUrlRules': {},
  'POST /api/campaign/v1.0/webhook/create': {},
  'POST /api/campaign/v1.0/webhook/edit': {},
  'POST /api/campaign/v1.0/webhook/rotateSecret': {},
  'DELETE /api/campaign/v1.0/webhook/delete': {},
  'GET /api/campaign/v1.0/webhook/deliveries': {},
  'POST /api/campaign/v1.0/webhook/resend': {},
  'GET /webhooks/whatsapp': {},
  'POST /webhooks/whatsapp': {},
};
