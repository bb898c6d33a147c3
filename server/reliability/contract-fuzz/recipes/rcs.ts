import fc from 'fast-check';
import { ACME_AGENT, numbers, RCS, seededTemplate, uploadFile } from '../../../testing/routes/rcs';
import { must, type FuzzWorld } from '../fuzz-world';
import type { Recipe, Recipes } from '../recipe';
import { landingPage, reportsApp } from './reports-app';
import { PNG_BASE64, uniqueText } from './values';
import { carouselTemplate } from '../../../testing/routes/rcs-templates';

const GROUPS = `${RCS}/groups`;
const TEMPLATES = '/api/campaign/api/rcstemplate';
/** A template name RBM takes (lower case, digits, underscores) that no earlier save used. */
const templateName = (world: FuzzWorld) => fc.stringMatching(/^[a-z][a-z0-9_]{0,20}$/).map((name) => `${name}_${world.unique('t')}`.slice(0, 60));
const carousel = (world: FuzzWorld) => templateName(world).map((name) => carouselTemplate(name));
const newTemplate = async (world: FuzzWorld) =>
  (await must((await world.as('designer')).call('POST', `${TEMPLATES}/save`, { body: { esmeaddr: 1001, senderId: ACME_AGENT, language: 'en', template: carouselTemplate(`fuzz_${world.unique('t')}`) } }), 'rcs template')).templateId as number;
const sharedMedia = (world: FuzzWorld) =>
  world.once('rcs media', async () => (await must((await world.as('designer')).call('POST', `${TEMPLATES}/mediaUpload`, { body: { esmeaddr: 1001, fileName: 'card.png', mimeType: 'image/png', data: PNG_BASE64 } }), 'rcs media')).url.split('/').pop() as string);
const designer = (world: FuzzWorld) => world.as('designer');

/** The fields a campaign of the designer's agent must name: its seeded template, in English, a name no other campaign has. */
const campaignFields = async (world: FuzzWorld) => {
  const template = await world.once('rcs template', () => seededTemplate(world.server.db));
  return {
    campaignName: uniqueText(world),
    senderId: fc.constant(ACME_AGENT),
    botId: fc.constant(ACME_AGENT),
    templateId: fc.constant(template.templateId),
    templateName: fc.constant(template.templateName),
    campaignId: fc.constant(undefined),
    exclusionGroupIds: fc.constant([]),
    variableMapping: fc.constant({ '1': { kind: 'text', text: 'friend' } }),
    dltTemplateId: fc.constant(null),
  };
};
/** A local time within 90 days of the test clock (1 March 2026), or as soon as possible. */
const later = fc.integer({ min: 3, max: 80 }).map((day) => new Date(Date.UTC(2026, 2, day, 10, 0)).toISOString().slice(0, 16));
const schedule = { scheduleAt: fc.oneof(fc.constant(null), later), timeZone: fc.constantFrom('UTC', 'Asia/Kolkata') };

/** A file of two numbers uploaded for this very request: a save consumes its file. */
const withFile: Recipe['adjust'] = async (request, { api }) => {
  Object.assign(request.body, await uploadFile(api, numbers(2, 300).map((phone) => ({ phone }))));
};

const savedCampaign = async (world: FuzzWorld, scheduled = false): Promise<string> => {
  const template = await world.once('rcs template', () => seededTemplate(world.server.db));
  const body = { esmeaddr: 1001, campaignName: world.unique('fuzz rcs'), senderId: ACME_AGENT, botId: ACME_AGENT, ...template, language: 'en', variableMapping: { '1': { kind: 'text', text: 'friend' } }, ...(scheduled ? { scheduleAt: '2026-03-20T10:00', timeZone: 'UTC' } : {}) };
  return (await must((await designer(world)).call('POST', `${RCS}/${scheduled ? 'saveScheduleCampaignWithoutFile' : 'saveCampaignWithoutFile'}`, { body }), 'rcs campaign')).id as string;
};
const sharedCampaign = (world: FuzzWorld) => world.once('rcs campaign', () => savedCampaign(world));
const sharedScheduled = (world: FuzzWorld) => world.once('rcs scheduled campaign', () => savedCampaign(world, true));
const newGroup = async (world: FuzzWorld) => (await must((await designer(world)).call('POST', `${GROUPS}/saveExclusionGroup`, { body: { esmeaddr: 1001, name: world.unique('fuzz group'), numbers: numbers(2, 700) } }), 'exclusion group')).id as string;
const sharedGroup = (world: FuzzWorld) => world.once('exclusion group', () => newGroup(world));

export const rcsRecipes: Recipes = {
  'POST /webhooks/rcs': {
    // RBM's handshake when the webhook is configured: the client token, and a secret to answer back.
    raw: async (world) => fc.string({ minLength: 1, maxLength: 64 }).map((secret) => ({ body: JSON.stringify({ clientToken: world.webhooks.rcs?.clientToken ?? '', secret }), headers: {} })),
  },
  'POST /api/campaign/getSenderIds': {},
  'POST /api/campaign/rcs/getSmsSenderIds': {},
  'POST /api/campaign/api/rcstemplate/save': { body: async (world) => ({ senderId: fc.constant(ACME_AGENT), language: fc.constant('en'), template: carousel(world) }) },
  'POST /api/campaign/api/rcstemplate/fetchTemplates': { body: async () => ({ senderId: fc.constant(ACME_AGENT), templateId: fc.constant(undefined) }) },
  'GET /api/campaign/api/rcstemplate/checkExistsTemplate': { query: async () => ({ senderId: fc.constant(ACME_AGENT), language: fc.constant('en') }) },
  'PUT /api/campaign/api/rcstemplate/update': { body: async (world) => ({ senderId: fc.constant(ACME_AGENT), language: fc.constant('en'), template: carousel(world) }), adjust: async (request, { world }) => { request.body.templateId = await newTemplate(world); } },
  'POST /api/campaign/api/rcstemplate/delete': { body: async () => ({ senderId: fc.constant(ACME_AGENT) }), adjust: async (request, { world }) => { request.body.templateId = await newTemplate(world); } },
  'POST /api/campaign/api/rcstemplate/syncup': { body: async (world) => ({ senderId: fc.constant(ACME_AGENT), botId: fc.constant(await world.once('rcs bot', async () => (await must((await world.as('designer')).call('POST', '/api/bot/bots', { body: { name: 'RCS sync bot', channel: 'RCS' } }), 'bot')).id as string)) }) },
  'POST /api/campaign/api/rcstemplate/mediaUpload': { body: async () => ({ mimeType: fc.constantFrom('image/png', 'image/jpeg'), data: fc.constant(PNG_BASE64) }) },
  'GET /api/campaign/api/rcstemplate/media/:id': { params: async (world) => ({ id: await sharedMedia(world) }) },
  'POST /api/campaign/fileUpload': { body: async () => ({ fileId: fc.uuid({ version: 4 }), chunkIndex: fc.constant(0), columns: fc.constant([]), values: fc.constant([]) }) },
  'POST /api/campaign/rcs/saveCampaign': { body: campaignFields, adjust: withFile },
  'POST /api/campaign/rcs/saveCampaignWithoutFile': { body: campaignFields },
  'POST /api/campaign/rcs/saveScheduleCampaign': { body: async (world) => ({ ...(await campaignFields(world)), ...schedule }), adjust: withFile },
  'POST /api/campaign/rcs/saveScheduleCampaignWithoutFile': { body: async (world) => ({ ...(await campaignFields(world)), ...schedule }) },
  'POST /api/campaign/getdlttemplate': { body: async () => ({ senderIds: fc.constant(['ACMERT']) }) },
  'POST /api/broadcast/rcs/gui/campaign/send': { body: campaignFields },
  'POST /api/broadcast/saveCampaign': { body: campaignFields },
  'POST /api/broadcast/saveScheduleCampaign': { body: async (world) => ({ ...(await campaignFields(world)), scheduleAt: later, timeZone: schedule.timeZone }) },
  'POST /api/campaign/rcs/saveCampaignList': {},
  'POST /api/campaign/rcs/scheduleCampaignList': {},
  'POST /api/campaign/rcs/sentCampaignList': {},
  'POST /api/campaign/rcs/countActiveUsers': { body: async () => ({ botId: fc.constant(ACME_AGENT), exclusionGroupIds: fc.constant([]) }) },
  'POST /api/campaign/rcs/getSingleCampaign': { body: async (world) => ({ campaignId: fc.constant(await sharedCampaign(world)) }) },
  'POST /api/campaign/rcs/getSingleScheduleCampaign': { body: async (world) => ({ campaignId: fc.constant(await sharedScheduled(world)) }) },
  'POST /api/campaign/rcs/deleteSaveCampaign': { adjust: async (request, { world }) => { request.body.campaignId = await savedCampaign(world); } },
  'POST /api/campaign/rcs/deleteScheduleCampaign': { adjust: async (request, { world }) => { request.body.campaignId = await savedCampaign(world, true); } },
  'POST /api/campaign/rcs/groups/getExclusionGroups': {},
  'POST /api/campaign/rcs/groups/saveExclusionGroup': { body: async (world) => ({ name: uniqueText(world), groupId: fc.constant(undefined) }) },
  'POST /api/campaign/rcs/groups/getExclusionGroupNumbers': { body: async (world) => ({ groupId: fc.constant(await sharedGroup(world)) }) },
  'POST /api/campaign/rcs/groups/deleteExclusionGroup': { adjust: async (request, { world }) => { request.body.groupId = await newGroup(world); } },
  'POST /api/campaign/rcs/report/summary': {},
  'POST /api/campaign/rcs/report/campaignReport': { body: async (world) => ({ campaignId: fc.constant(await sharedCampaign(world)) }) },
  'POST /api/campaign/rcs/report/recipients': { body: async (world) => ({ campaignId: fc.constant(await sharedCampaign(world)) }) },
  'GET /api/reports/rcs/summary': reportsApp,
  'GET /api/reports/rcs/campaigns': reportsApp,
  'GET /api/reports/rcs/campaignReport': { ...reportsApp, query: async (world) => ({ campaignId: fc.constant(await sharedCampaign(world)) }) },
  'GET /api/reports/rcs/recipients': { ...reportsApp, query: async (world) => ({ campaignId: fc.constant(await sharedCampaign(world)) }) },
  'POST /api/reports/rcs/download/column_list': { ...reportsApp, body: async () => ({ pagename: fc.constant('rcs-campaign-report'), logsection: fc.constant('All') }) },
  'POST /api/reports/rcs/downloads': {
    ...reportsApp,
    body: async (world) => ({ pagename: fc.constant('rcs-campaign-report'), logsection: fc.constant('All'), columns: fc.shuffledSubarray(['reason', 'phone'], { minLength: 1 }), filter: fc.constant({ campaignId: await sharedCampaign(world) }) }),
  },
  'GET /api/reports/rcs-outtraffic': landingPage,
  'GET /api/reports/campaigns/rcs-campaign-reports': landingPage,
};
