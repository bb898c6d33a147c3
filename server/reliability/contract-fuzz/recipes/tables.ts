import fc from 'fast-check';
import { must, type FuzzWorld } from '../fuzz-world';
import type { Recipe, Recipes } from '../recipe';
import { uniqueText } from './values';

const LISTS = '/api/tables/contact-lists';

/** A list with a `name` column and two rows, made fresh or shared. */
async function newList(world: FuzzWorld): Promise<string> {
  const api = await world.as('designer');
  const id = (await must(api.call('POST', LISTS, { body: { name: world.unique('fuzz list'), columns: ['name'] } }), 'contact list')).id as string;
  await must(api.call('POST', `${LISTS}/${id}/rows`, { body: { rows: [{ phone: '+919811110001', cells: { name: 'Asha' } }, { phone: '+919811110002', cells: { name: 'Ravi' } }] } }), 'contact rows');
  return id;
}
const shared: Pick<Recipe, 'params'> = { params: async (world) => ({ id: await world.once('contact list', () => newList(world)) }) };
/** Rows whose cells name the list's own column, in any script. */
const rows = fc.array(fc.record({ phone: fc.stringMatching(/^\+[1-9]\d{6,14}$/), cells: fc.record({ name: fc.string({ unit: 'grapheme', maxLength: 40 }) }) }), { minLength: 1, maxLength: 5 });

export const tablesRecipes: Recipes = {
  'GET /api/tables/contact-lists': {},
  'POST /api/tables/contact-lists': { body: async (world) => ({ name: uniqueText(world) }) },
  'GET /api/tables/contact-lists/:id': shared,
  'GET /api/tables/contact-lists/:id/rows': shared,
  'POST /api/tables/contact-lists/:id/rows': { ...shared, body: async () => ({ rows }) },
  'DELETE /api/tables/contact-lists/:id': { params: async (world) => ({ id: await newList(world) }) },
  'GET /api/tables/contact-lists/:id/audience': shared,
  'GET /api/tables/opt-outs': {},
  'POST /api/tables/opt-outs': {},
  'POST /api/tables/opt-outs/remove': {},
  'GET /api/tables/engaged-users': {},
  'GET /api/tables/exclusion-groups': {},
};
