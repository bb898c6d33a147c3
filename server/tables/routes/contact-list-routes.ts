import {
  addContactRowsRequest,
  addContactRowsResponse,
  contactListIdParams,
  contactLists,
  contactListsQuery,
  contactListSummary,
  contactRows,
  contactRowsQuery,
  createContactListRequest,
  deleteContactListResponse,
  TABLES_PATH,
} from '@/api/contracts/tables';
import { notFound } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { addRows, createList, LISTS_FROM, ownList, presentList, ROW_WHERE } from '../contact-lists-repo';
import { offsetOf, orderBy } from './table-paging';
import { routeFamily } from '../../platform/access/route-families';

const LISTS = `${TABLES_PATH}/contact-lists`;
const LIST_SORT = { name: 'lower(l.name)', rows: 'l.rows', createdOn: 'l.created_on' };
const LIST_WHERE = `where l.esme = $1 and ($2 = '' or strpos(lower(l.name), lower($2)) > 0)`;

export const contactListRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.tables('report'),
    method: 'get',
    path: LISTS,
    summary: "The account's contact lists a page at a time, with their columns and row counts.",
    query: contactListsQuery,
    response: contactLists,
    errors: [400, 401, 403],
    async handle({ ctx, caller, query }) {
      const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n ${LISTS_FROM} ${LIST_WHERE}`, [caller.esme, query.search]);
      const rows = await ctx.db.query<Parameters<typeof presentList>[0]>(
        `select * ${LISTS_FROM} ${LIST_WHERE} ${orderBy(LIST_SORT, query.sortKey, query.reverse, 'l.id')} limit $3 offset $4`,
        [caller.esme, query.search, query.pageSize, offsetOf(query)],
      );
      return { rows: rows.map(presentList), total: count?.n ?? 0, page: query.page, pageSize: query.pageSize };
    },
  }),
  defineRoute({
    ...routeFamily.tables('manage'),
    method: 'post',
    path: LISTS,
    summary: 'Creates an empty list with the columns of the file that will fill it (409 when the name is taken).',
    body: createContactListRequest,
    response: contactListSummary,
    errors: [400, 401, 403, 409],
    handle: ({ ctx, caller, body }) => ctx.db.transaction((tx) => createList(tx, caller, body, ctx.options.now())),
  }),
  defineRoute({
    ...routeFamily.tables('report'),
    method: 'get',
    path: `${LISTS}/:id`,
    summary: 'One contact list: name, columns, rows, who made it and when.',
    params: contactListIdParams,
    response: contactListSummary,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, params }) => presentList(await ownList(ctx.db, caller.esme, params.id)),
  }),
  defineRoute({
    ...routeFamily.tables('report'),
    method: 'get',
    path: `${LISTS}/:id/rows`,
    summary: "A list's rows a page at a time, by number, searched in the number and every cell.",
    params: contactListIdParams,
    query: contactRowsQuery,
    response: contactRows,
    errors: [400, 401, 403, 404],
    async handle({ ctx, caller, params, query }) {
      await ownList(ctx.db, caller.esme, params.id);
      const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n ${ROW_WHERE}`, [params.id, query.search]);
      const rows = await ctx.db.query<{ phone: string; cells: Record<string, string> }>(
        `select r.phone, r.cells ${ROW_WHERE} ${orderBy({}, query.sortKey, query.reverse, 'r.phone')} limit $3 offset $4`,
        [params.id, query.search, query.pageSize, offsetOf(query)],
      );
      return { rows, total: count?.n ?? 0, page: query.page, pageSize: query.pageSize };
    },
  }),
  defineRoute({
    ...routeFamily.tables('manage'),
    method: 'post',
    path: `${LISTS}/:id/rows`,
    summary: 'Adds one chunk (at most 1,000) of an upload\'s valid rows; a number already in the list keeps its first row.',
    params: contactListIdParams,
    body: addContactRowsRequest,
    response: addContactRowsResponse,
    errors: [400, 401, 403, 404],
    handle: ({ ctx, caller, params, body }) => ctx.db.transaction((tx) => addRows(tx, caller.esme, params.id, body.rows, ctx.options.now())),
  }),
  defineRoute({
    ...routeFamily.tables('manage'),
    method: 'delete',
    path: `${LISTS}/:id`,
    summary: 'Deletes a list and its rows.',
    params: contactListIdParams,
    response: deleteContactListResponse,
    errors: [400, 401, 403, 404],
    async handle({ ctx, caller, params }) {
      const deleted = await ctx.db.query('delete from contact_lists where id = $1 and esme = $2 returning id', [params.id, caller.esme]);
      if (!deleted.length) throw notFound('No such contact list.');
      return { id: params.id, deleted: true as const };
    },
  }),
];
