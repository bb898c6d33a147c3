import fc from 'fast-check';
import { AUTOMATION_BASE } from '@/api/contracts/automation';
import { createEmptyFlow, createNode } from '@/canvas/engine';
import { must, type FuzzWorld } from '../fuzz-world';
import type { Recipe, Recipes } from '../recipe';
import { uniqueText } from './values';

/** The lounge account's first number: automations run on the maker's own numbers. */
export const LOUNGE_NUMBER = '100400000000101';

/** A keyword trigger that tags the contact: valid to publish, sends nothing. */
const document = () => ({
  ...createEmptyFlow({ id: 'draft', botId: '', name: 'Automation', documentType: 'automation' }),
  variables: [{ name: 'message', type: 'string', default: null }],
  startNodeId: 'n0',
  nodes: [createNode('KEYWORD_TRIGGER', 'n0', { x: 0, y: 0 }, { match: 'WORD', keywords: 'PRICE' }), createNode('TAG_CONTACT', 'n1', { x: 0, y: 120 }, { tag: 'lead' })],
  edges: [{ id: 'e0', source: 'n0', sourceHandle: 'match', target: 'n1' }],
});

const fields = async (world: FuzzWorld) => ({ name: uniqueText(world), senderId: fc.constant(LOUNGE_NUMBER), document: fc.constant(document()) });

const newAutomation = async (world: FuzzWorld) =>
  (await must((await world.as('lounge')).call('POST', AUTOMATION_BASE, { body: { name: world.unique('fuzz automation'), senderId: LOUNGE_NUMBER, document: document() } }), 'automation')).id as string;
const published = (world: FuzzWorld) =>
  world.once('published automation', async () => {
    const id = await newAutomation(world);
    await must((await world.as('lounge')).call('POST', `${AUTOMATION_BASE}/${id}/publish`), 'publish automation');
    return id;
  });

const fresh: Pick<Recipe, 'as' | 'params'> = { as: 'lounge', params: async (world) => ({ id: await newAutomation(world) }) };

export const automationRecipes: Recipes = {
  'GET /api/campaign/whatsapp/automations': { as: 'lounge' },
  'POST /api/campaign/whatsapp/automations': { as: 'lounge', body: fields },
  'GET /api/campaign/whatsapp/automations/:id': { as: 'lounge', params: async (world) => ({ id: await published(world) }) },
  'PUT /api/campaign/whatsapp/automations/:id': { ...fresh, body: fields },
  'POST /api/campaign/whatsapp/automations/:id/publish': fresh,
  'POST /api/campaign/whatsapp/automations/:id/unpublish': { as: 'lounge', params: async (world) => ({ id: await published(world) }) },
  'DELETE /api/campaign/whatsapp/automations/:id': fresh,
  'GET /api/campaign/whatsapp/automation-runs': { as: 'lounge', query: async (world) => ({ automationId: fc.constant(await published(world)) }) },
};
