import type { Recipes } from '../recipe';

export const reportsRecipes: Recipes = {
  'GET /api/v1.0/download/media/whatsapp': {},
  'POST /api/reports/downloads': {},
  'GET /api/reports/downloads': {},
  'GET /api/reports/downloads/:id': {},
  'GET /api/reports/downloads/:id/file': {},
  'DELETE /api/reports/downloads/:id': {},
  'GET /api/insights': {},
  'GET /api/reports/insights': {},
  'GET /api/reports/insights/session': {},
  'POST /api/insights/links': {},
  'GET /api/r/:code': {},
  'GET /api/reports/campaigns/waba-reports': {},
  'GET /api/reports/campaigns/waba-report-insight': {},
  'GET /api/v1.0/download/pending': {},
};
