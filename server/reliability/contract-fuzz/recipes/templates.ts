import fc from 'fast-check';
import { demoMessaging } from '../../../seed/demo-accounts';
import type { Recipes } from '../recipe';

/** The designer's account (Acme) and its WABA: template routes name the WABA they read. */
const ACME_WABA = demoMessaging.find((entry) => entry.esme === 1001)!.waba.id;
const waba = async () => ({ wabaId: fc.constant(ACME_WABA) });
/** `z.coerce.date()` has no JSON Schema form: dates in any form `Date` reads, from far past to far future. */
const isoDate = fc.date({ min: new Date('1970-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }).map((date) => date.toISOString());

export const templatesRecipes: Recipes = {
  'GET /api/campaign/whatsapp/templates/approved': {},
  'GET /api/campaign/v1.0/templates/wabas': {},
  'POST /api/campaign/v1.0/templates/getAllTemplates': { body: waba },
  'GET /api/campaign/v1.0/templates/getAllTemplatesInRange': { query: async () => ({ wabaId: fc.constant(ACME_WABA), from: isoDate, to: isoDate }) },
  'GET /api/campaign/v1.0/templates/getTemplate': { query: waba },
  'GET /api/campaign/v1.0/templates/checkExistTemplate': { query: waba },
  'GET /api/campaign/v1.0/templates/getTemplateHistory': { query: waba },
  'POST /api/campaign/v1.0/templates/create': { body: waba },
  'POST /api/campaign/v1.0/templates/edit/:templateId': { body: waba },
  'DELETE /api/campaign/v1.0/templates/delete': { query: waba },
  'POST /api/campaign/v1.0/templates/mediaUpload': { body: waba },
};
