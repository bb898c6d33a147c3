import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { SYSTEM_ACTOR } from '../../../messaging/campaigns/campaign-rows';
import { transitionCampaign } from '../../../messaging/campaigns/campaigns-repo';
import { moveRecipients } from '../../../messaging/campaigns/recipient-moves';
import { action, CAMPAIGNS, draftFor, draftWithAudience, phones, senderOf, templateSno } from '../../../testing/routes/campaign';
import { demoLogins } from '../../../seed/demo-accounts';
import { must, type FuzzWorld } from '../fuzz-world';
import type { Recipe, Recipes } from '../recipe';
import { uniqueText } from './values';

const ACME = demoLogins.designer.esme;
const LOUNGE = demoLogins.lounge.esme;

const designer = (world: FuzzWorld) => world.as('designer');

/** A time the test clock (1 March 2026) may schedule: within 90 days, in the account's zone. */
const validSchedule = fc.oneof(
  fc.constant({ kind: 'now' as const }),
  fc.record({ kind: fc.constant('at' as const), at: fc.integer({ min: 2, max: 80 }).map((day) => new Date(Date.UTC(2026, 2, day, 10, 30)).toISOString().slice(0, 16)), timeZone: fc.constantFrom('Asia/Kolkata', 'UTC', 'America/New_York') }),
);

/** The parts of a draft that must name the account's own sender and template. */
const draftFields = async (world: FuzzWorld) => {
  const api = await designer(world);
  const sno = await world.once('payment_received sno', () => templateSno(api, 'payment_received', senderOf(ACME)));
  return { name: uniqueText(world), senderId: fc.constant(senderOf(ACME)), templateSno: fc.constant(sno), variableMapping: fc.constant({}), schedule: validSchedule };
};

const draftId = async (world: FuzzWorld) => draftWithAudience(await designer(world), ACME, 2, { name: world.unique('fuzz campaign') });
const emptyDraftId = async (world: FuzzWorld) => (await must((await designer(world)).call('POST', CAMPAIGNS, { body: await draftFor(await designer(world), ACME, { name: world.unique('fuzz empty') }) }), 'campaign')).id as string;

/** A campaign moved by hand into a state the API reaches only through the dispatcher. */
async function inState(world: FuzzWorld, state: 'RUNNING' | 'PAUSED' | 'COMPLETED'): Promise<string> {
  const api = await designer(world);
  const id = await draftWithAudience(api, ACME, 3, { name: world.unique(`fuzz ${state.toLowerCase()}`) });
  await must(action(api, id, 'submit'), 'submit');
  const { db, clock } = world.server;
  await transitionCampaign(db, { id, from: 'SCHEDULED', to: 'RUNNING', actor: SYSTEM_ACTOR, note: 'fuzz', now: clock.now() });
  if (state === 'PAUSED') await must(action(api, id, 'pause'), 'pause');
  if (state === 'COMPLETED') {
    await moveRecipients(db, { where: `campaign_id = $1 and phone = $2`, set: `status = 'FAILED', error_code = '131026', error_text = 'Message undeliverable', failed_at = $3`, params: [id, phones(1)[0], clock.now()] });
    await moveRecipients(db, { where: `campaign_id = $1 and status = 'PENDING'`, set: `status = 'SENT', sent_at = $2`, params: [id, clock.now()] });
    await transitionCampaign(db, { id, from: 'RUNNING', to: 'COMPLETED', actor: SYSTEM_ACTOR, note: 'fuzz', now: clock.now() });
  }
  return id;
}

/** A lounge maker's campaign waiting for the checker, who approves or rejects it. */
async function pendingApproval(world: FuzzWorld): Promise<string> {
  const maker = await world.as('lounge');
  const id = await draftWithAudience(maker, LOUNGE, 1, { name: world.unique('fuzz pending') });
  await must(action(maker, id, 'submit'), 'submit');
  return id;
}

const shared = (world: FuzzWorld) => world.once('campaign', () => draftId(world));
const sharedParams = async (world: FuzzWorld) => ({ id: await shared(world) });
const freshDraft: Pick<Recipe, 'params'> = { params: async (world) => ({ id: await draftId(world) }) };

export const campaignsRecipes: Recipes = {
  'GET /api/campaign/whatsapp/senders': {},
  'GET /api/campaign/whatsapp/templates/approved': {},
  'GET /api/campaign/whatsapp/audience-counts': {},
  'GET /api/campaign/whatsapp/campaigns': {},
  'POST /api/campaign/whatsapp/campaigns': { body: draftFields },
  'GET /api/campaign/whatsapp/campaigns/:id': { params: sharedParams },
  'PUT /api/campaign/whatsapp/campaigns/:id': { ...freshDraft, body: draftFields },
  'DELETE /api/campaign/whatsapp/campaigns/:id': freshDraft,
  'POST /api/campaign/whatsapp/campaigns/:id/submit': { ...freshDraft, body: async () => ({ schedule: fc.oneof(fc.constant(null), validSchedule) }) },
  'POST /api/campaign/whatsapp/campaigns/:id/approve': { as: 'loungeChecker', params: async (world) => ({ id: await pendingApproval(world) }) },
  'POST /api/campaign/whatsapp/campaigns/:id/reject': { as: 'loungeChecker', params: async (world) => ({ id: await pendingApproval(world) }) },
  'POST /api/campaign/whatsapp/campaigns/:id/schedule': { ...freshDraft, body: async () => ({ schedule: validSchedule }) },
  'POST /api/campaign/whatsapp/campaigns/:id/pause': { params: async (world) => ({ id: await inState(world, 'RUNNING') }) },
  'POST /api/campaign/whatsapp/campaigns/:id/resume': { params: async (world) => ({ id: await inState(world, 'PAUSED') }) },
  'POST /api/campaign/whatsapp/campaigns/:id/cancel': freshDraft,
  'POST /api/campaign/whatsapp/campaigns/:id/retry-failed': { params: async (world) => ({ id: await inState(world, 'COMPLETED') }) },
  'POST /api/campaign/whatsapp/campaigns/:id/duplicate': { params: sharedParams },
  'POST /api/campaign/whatsapp/campaigns/:id/audience/chunks': {
    params: async (world) => ({ id: await emptyDraftId(world) }),
    // A column of values for each name, a value for each number: arrays the fuzz draws apart never agree.
    body: async () => ({ chunkIndex: fc.constant(0), columns: fc.constant([]), values: fc.constant([]) }),
  },
  'POST /api/campaign/whatsapp/campaigns/:id/audience/complete': {
    params: async (world) => ({ id: await emptyDraftId(world) }),
    body: async () => ({ chunkCount: fc.constant(1) }),
    // The import must have its one chunk: sent here, to the same campaign, under the request's import id.
    adjust: async (request, { api, params }) => {
      const importId = randomUUID();
      await must(api.call('POST', `${CAMPAIGNS}/${params.id}/audience/chunks`, { body: { importId, chunkIndex: 0, phones: phones(2, 500) } }), 'chunk');
      request.body.importId = importId;
    },
  },
  'GET /api/campaign/whatsapp/report/campaigns': {},
  'GET /api/campaign/whatsapp/campaigns/:id/report': { params: sharedParams },
  'GET /api/campaign/whatsapp/campaigns/:id/preview': { params: sharedParams },
  'GET /api/campaign/whatsapp/campaigns/:id/recipients': { params: sharedParams },
  'GET /api/campaign/whatsapp/tracking/maker': {},
  'GET /api/campaign/whatsapp/tracking/checker': { as: 'loungeChecker' },
  'GET /api/campaign/whatsapp/tracking/delivery': {},
  'POST /api/campaign/whatsapp/contact-scrubbing': {},
  'GET /api/campaign/whatsapp/transactions': {
    // Two UTC days at most 366 apart, `from` first.
    query: async () => ({ from: fc.constant('2026-01-01'), to: fc.integer({ min: 0, max: 365 }).map((day) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10)), senderId: fc.constant(undefined) }),
  },
  'POST /api/campaign/whatsapp/support-requests': {},
  'GET /api/campaign/whatsapp/support-requests': {},
};
