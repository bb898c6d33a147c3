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
import { ApiError, notFound } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { addRows, createList, deleteContactList, listContactLists, listContactRows } from '../contact-lists-repo';
import { NO_SUCH_LIST, ownList, presentList } from './own-list';
import { routeFamily } from '../../platform/access/route-families';

const LISTS = `${TABLES_PATH}/contact-lists`;

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
      const { rows, total } = await listContactLists(ctx.db, caller.esme, query);
      return { rows: rows.map(presentList), total, page: query.page, pageSize: query.pageSize };
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
    async handle({ ctx, caller, body }) {
      const created = await ctx.db.transaction((tx) => createList(tx, caller, body, ctx.options.now()));
      if (created === 'name-taken') throw new ApiError('nameTaken', 'Another contact list has this name.', { name: 'Already used by another list' });
      return presentList(created);
    },
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
      const { rows, total } = await listContactRows(ctx.db, params.id, query);
      return { rows, total, page: query.page, pageSize: query.pageSize };
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
    async handle({ ctx, caller, params, body }) {
      const added = await ctx.db.transaction((tx) => addRows(tx, caller.esme, params.id, body.rows, ctx.options.now()));
      if (!added) throw notFound(NO_SUCH_LIST);
      return added;
    },
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
      if (!(await deleteContactList(ctx.db, caller.esme, params.id))) throw notFound(NO_SUCH_LIST);
      return { id: params.id, deleted: true as const };
    },
  }),
];
