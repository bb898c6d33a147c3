import type { Recipes } from '../recipe';

export const tablesRecipes: Recipes = {
  'GET /api/tables/contact-lists': {},
  'POST /api/tables/contact-lists': {},
  'GET /api/tables/contact-lists/:id': {},
  'GET /api/tables/contact-lists/:id/rows': {},
  'POST /api/tables/contact-lists/:id/rows': {},
  'DELETE /api/tables/contact-lists/:id': {},
  'GET /api/tables/contact-lists/:id/audience': {},
  'GET /api/tables/opt-outs': {},
  'POST /api/tables/opt-outs': {},
  'POST /api/tables/opt-outs/remove': {},
  'GET /api/tables/engaged-users': {},
  'GET /api/tables/exclusion-groups': {},
};
