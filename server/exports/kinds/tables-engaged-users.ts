import { z } from 'zod';
import { TABLE_DOWNLOAD_PAGES } from '@/api/contracts/tables';
import { ENGAGED_FROM } from '../../tables/table-sources';
import { instantCell } from '../cell';
import { pickColumns, type ExportKind } from '../export-kind';
import { admitCaller } from '../../platform/http/admit';
import { routeRules } from '../../platform/access/route-rules';

interface EngagedExportRow {
  phone: string;
  last_at: Date;
  messages: number;
}

const COLUMNS = {
  phone: { header: 'Phone', cell: (row: EngagedExportRow) => row.phone },
  last_message_at: { header: 'Last message', cell: (row: EngagedExportRow) => instantCell(row.last_at) },
  messages: { header: 'Messages', cell: (row: EngagedExportRow) => row.messages },
};

/**
 * Engaged users of the page's window and search. The window's start (`since`) is the one the page's list
 * answered, so the file holds the contacts the page counted, however long the job waits in the queue.
 */
export const tablesEngagedUsersExport: ExportKind = {
  kind: 'tables_engaged_users',
  pageName: TABLE_DOWNLOAD_PAGES.engagedUsers,
  sections: { All: Object.keys(COLUMNS) },
  filter: z.object({ since: z.iso.datetime(), search: z.string().trim().max(100).optional() }),
  async authorize(db, auth) {
    await admitCaller(db, routeRules.tables.report, auth);
  },
  async prepare(db, auth, filter) {
    const [count] = await db.query<{ total: number }>(`select count(*)::integer as total ${ENGAGED_FROM}`, [auth.esme, filter.since, filter.search ?? '']);
    return { rowsTotal: count?.total ?? 0, subject: 'engaged-users', filter, campaignId: null };
  },
  source(db, job) {
    const layout = pickColumns(COLUMNS, job.columns);
    return Promise.resolve({
      header: layout.header,
      async batch(after, limit) {
        const rows = await db.query<EngagedExportRow>(`select e.phone, e.last_at, e.messages ${ENGAGED_FROM} and e.phone > $4 order by e.phone limit $5`, [
          job.esme,
          job.filter.since,
          job.filter.search ?? '',
          after ?? '',
          limit,
        ]);
        return { rows: rows.map(layout.cells), next: rows.length === limit ? (rows.at(-1)?.phone ?? null) : null };
      },
    });
  },
};
