import fc from 'fast-check';
import { demoMessaging } from '../../../seed/demo-accounts';
import { eventually } from '../../../testing/eventually';
import { must, type FuzzWorld } from '../fuzz-world';
import type { Recipes } from '../recipe';
import { PNG_BASE64 } from './values';

/** The designer's account (Acme) and its WABA: template routes name the WABA they read. */
const ACME_WABA = demoMessaging.find((entry) => entry.esme === 1001)!.waba.id;
const waba = async () => ({ wabaId: fc.constant(ACME_WABA) });
/** `z.coerce.date()` has no JSON Schema form: dates in any form `Date` reads, from far past to far future. */
const isoDate = fc.date({ min: new Date('1970-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }).map((date) => date.toISOString());

const TEMPLATES = '/api/campaign/v1.0/templates';

/** A marketing template Meta's rules accept, under a name (lower case, digits, underscores) no earlier create used. */
const marketing = (name: string, category = 'MARKETING') => ({
  name,
  language: 'en_US',
  category,
  parameter_format: 'NAMED',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Spring sale' },
    { type: 'BODY', text: 'Hi {{first_name}}, your {{item}} is 20% off this week.', example: { body_text_named_params: [{ param_name: 'first_name', example: 'Asha' }, { param_name: 'item', example: 'jacket' }] } },
    { type: 'FOOTER', text: 'Not interested? Tap Stop promotions' },
    { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Stop promotions' }] },
  ],
});
const templateName = (world: FuzzWorld) => fc.stringMatching(/^[a-z][a-z0-9_]{0,30}$/).map((name) => `${name}_${world.unique('w')}`);
const newTemplate = async (world: FuzzWorld) => {
  const api = await world.as('designer');
  return must(api.call('POST', `${TEMPLATES}/create`, { body: { esmeaddr: 1001, wabaId: ACME_WABA, sessionId: api.sessionId, template: marketing(`fuzz_${world.unique('w')}`) } }), 'template') as Promise<{ id: string; sno: number; name: string }>;
};
const sharedTemplate = (world: FuzzWorld) => world.once('whatsapp template', () => newTemplate(world));

export const templatesRecipes: Recipes = {
  'GET /api/campaign/whatsapp/templates/approved': {},
  'GET /api/campaign/signup/api/v1.0/waba/list': {},
  'POST /api/campaign/v1.0/templates/getAllTemplates': { body: waba },
  'POST /api/campaign/signup/api/v1.0/waba/syncTemplates': { body: waba },
  'GET /api/campaign/v1.0/templates/getAllTemplatesInRange': { query: async () => ({ wabaId: fc.constant(ACME_WABA), from: isoDate, to: isoDate }) },
  'GET /api/campaign/v1.0/templates/getTemplate': { query: async (world) => ({ sno: fc.constant((await sharedTemplate(world)).sno) }) },
  'GET /api/campaign/v1.0/templates/checkExistTemplate': { query: waba },
  'GET /api/campaign/v1.0/templates/getTemplateHistory': { query: async (world) => ({ templateId: fc.constant((await sharedTemplate(world)).id) }) },
  'POST /api/campaign/v1.0/templates/create': { body: async (world) => ({ wabaId: fc.constant(ACME_WABA), template: templateName(world).chain((name) => fc.constantFrom(marketing(name), marketing(name, 'UTILITY'))) }) },
  'POST /api/campaign/v1.0/templates/edit/:templateId': {
    // A template in review cannot be edited (409): edited once the sandbox's verdict came back.
    params: async (world) => {
      const { id, sno } = await newTemplate(world);
      const api = await world.as('designer');
      await eventually('the review', () => api.call('GET', `${TEMPLATES}/getTemplate`, { query: { sno: String(sno) } }), (read) => read.json.status !== 'PENDING');
      return { templateId: id };
    },
    body: async () => ({ template: fc.constant((({ category, parameter_format, components }) => ({ category, parameter_format, components }))(marketing('unused'))) }),
  },
  'DELETE /api/campaign/v1.0/templates/delete': {
    query: waba,
    adjust: async (request, { world }) => {
      request.query = { ...request.query, templateName: (await newTemplate(world)).name };
    },
  },
  'POST /api/campaign/v1.0/templates/mediaUpload': { body: async () => ({ wabaId: fc.constant(ACME_WABA), type: fc.constant('IMAGE'), mimeType: fc.constantFrom('image/png', 'image/jpeg'), data: fc.constant(PNG_BASE64) }) },
};
