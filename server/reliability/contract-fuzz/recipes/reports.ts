import fc from 'fast-check';
import { demoMessaging } from '../../../seed/demo-accounts';
import { draftWithAudience } from '../../../testing/routes/campaign';
import { eventually } from '../../../testing/eventually';
import { must, type FuzzWorld } from '../fuzz-world';
import type { Recipes } from '../recipe';
import { landingPage, reportsApp } from './reports-app';
import { PNG_BASE64 } from './values';

const DOWNLOADS = '/api/reports/downloads';
const ACME_NUMBER = demoMessaging.find((entry) => entry.esme === 1001)!.numbers[0]!.id;

const campaign = (world: FuzzWorld) => world.once('report campaign', async () => draftWithAudience(await world.as('designer'), 1001, 3, { name: 'Fuzz report' }));

/** A download of the campaign report's recipients, as the report page asks for one. */
const downloadFields = async (world: FuzzWorld) => ({
  pagename: fc.constant('whatsapp-campaign-report'),
  logsection: fc.constant('All'),
  columns: fc.shuffledSubarray(['status', 'phone'], { minLength: 1 }),
  filter: fc.constant({ campaignId: await campaign(world) }),
});
const newDownload = async (world: FuzzWorld) => {
  const api = await world.as('designer');
  return (await must(api.call('POST', DOWNLOADS, { body: { pagename: 'whatsapp-campaign-report', columns: ['status', 'phone'], fileType: 'csv', filter: { campaignId: await campaign(world) } } }), 'download')).id as string;
};
const finishedDownload = (world: FuzzWorld) =>
  world.once('finished download', async () => {
    const id = await newDownload(world);
    const api = await world.as('designer');
    await eventually('the download', () => api.call('GET', `${DOWNLOADS}/${id}`), (read) => read.json.state !== 'QUEUED' && read.json.state !== 'RUNNING');
    return id;
  });

/** A file a customer sent to the designer's number, once the webhook has stored it. */
const receivedMedia = (world: FuzzWorld) =>
  world.once('received media', async () => {
    const api = await world.as('designer');
    const body = { senderId: ACME_NUMBER, from: '+971501239876', fileName: 'receipt.png', mimeType: 'image/png', data: PNG_BASE64 };
    const sent = await must(api.call('POST', '/api/campaign/whatsapp/sandbox/inbound-media', { body }), 'inbound media');
    await eventually('the media', () => api.call('GET', '/api/v1.0/download/pending'), (read) => (read.json.media as { mediaId: string }[]).some((item) => item.mediaId === sent.mediaId));
    return sent.mediaId as string;
  });

/** An ISO period of 1 hour to 30 days ending 1 February 2026: insights refuse longer spans and need `to` after `from`. */
const PERIOD_END = Date.UTC(2026, 1, 1);
const insightsQuery = async () => ({
  // The whole account: a random campaign, sender or template would be another account's or none.
  campaignId: fc.constant(undefined),
  senderId: fc.constant(undefined),
  templateSno: fc.constant(undefined),
  esme: fc.constant(undefined),
  from: fc.integer({ min: 1, max: 30 * 24 }).map((hours) => new Date(PERIOD_END - hours * 3_600_000).toISOString()),
  to: fc.constant(new Date(PERIOD_END).toISOString()),
});

const trackedLink = (world: FuzzWorld) =>
  world.once('tracked link', async () => (await must((await world.as('designer')).call('POST', '/api/insights/links', { body: { label: 'Shop', url: 'https://shop.acme.example/spring' } }), 'tracked link')).code as string);

export const reportsRecipes: Recipes = {
  'GET /api/v1.0/download/media/whatsapp': { query: async (world) => ({ channel_id: fc.constant('WABA'), media_id: fc.constant(await receivedMedia(world)) }) },
  'POST /api/reports/downloads': { body: downloadFields },
  'GET /api/reports/downloads': {},
  'GET /api/reports/downloads/:id': { params: async (world) => ({ id: await finishedDownload(world) }) },
  'GET /api/reports/downloads/:id/file': { params: async (world) => ({ id: await finishedDownload(world) }) },
  'DELETE /api/reports/downloads/:id': { params: async (world) => ({ id: await newDownload(world) }) },
  'GET /api/insights': { as: 'admin', query: insightsQuery },
  'GET /api/reports/insights': { ...reportsApp, query: insightsQuery },
  'GET /api/reports/insights/session': reportsApp,
  'POST /api/insights/links': { body: async (world) => ({ campaignId: fc.constant(await campaign(world)) }) },
  'GET /api/r/:code': { params: async (world) => ({ code: await trackedLink(world) }) },
  'GET /api/reports/campaigns/waba-reports': landingPage,
  'GET /api/reports/campaigns/waba-report-insight': landingPage,
  'GET /api/v1.0/download/pending': {},
};
