import { contactListAudience, contactListAudienceQuery } from '@/api/contracts/contact-list-audience';
import { contactListIdParams, TABLES_PATH } from '@/api/contracts/tables';
import { listContactRowsAfter } from '../contact-lists-repo';
import { ownList } from './own-list';
import { defineRoute } from '../../platform/http/route';
import { routeFamily } from '../../platform/access/route-families';

/** A list's rows in number order after `after` (keyset: a page costs the same at row 1 and row 1,000,000). */
export const contactListAudienceRoute = defineRoute({
  ...routeFamily.tables('report'),
  method: 'get',
  path: `${TABLES_PATH}/contact-lists/:id/audience`,
  summary: "A contact list read as a campaign's audience: its columns and up to 5,000 rows a page by number (pass `next` as `after`).",
  params: contactListIdParams,
  query: contactListAudienceQuery,
  response: contactListAudience,
  errors: [400, 401, 403, 404],
  async handle({ ctx, caller, params, query }) {
    const list = await ownList(ctx.db, caller.esme, params.id);
    const rows = await listContactRowsAfter(ctx.db, params.id, query.after, query.limit + 1);
    const page = rows.slice(0, query.limit);
    return { columns: list.columns, rows: page, next: rows.length > query.limit ? (page.at(-1)?.phone ?? null) : null };
  },
});
