import { columnListRequest, columnListResponse } from '@/api/contracts/campaign-export';
import { columnsOf } from '../column-lists';
import { defineRoute } from '../../platform/http/route';
import { anySignedIn } from '../../platform/access/route-access';

/** spec §7 `POST {reports}/download/column_list`: the Download Columns dialog's columns for a page. */
export const columnListRoute = defineRoute({
  method: 'post',
  path: '/api/reports/download/column_list',
  tag: 'Reports access',
  summary: "The columns of a page's download, all offered ticked; an unknown page or section has none ('No Columns Available!').",
  who: 'Any signed-in user; the columns are the same for every account.',
  access: anySignedIn,
  body: columnListRequest,
  response: columnListResponse,
  errors: [400, 401],
  handle: async ({ body }) => ({ columns: columnsOf(body.pagename, body.logsection).map((name) => ({ name })) }),
});
