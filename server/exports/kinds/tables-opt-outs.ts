import { z } from 'zod';
import { TABLE_DOWNLOAD_PAGES } from '@/api/contracts/tables';
import { OPT_OUT_WHERE } from '../../tables/table-sources';
import { instantCell } from '../cell';
import { pickColumns, type ExportKind } from '../export-kind';
import { admitCaller } from '../../platform/http/admit';
import { routeRules } from '../../platform/access/route-rules';

interface OptOutExportRow {
  phone: string;
  reason: string;
  campaign_name: string | null;
  at: Date;
}

const COLUMNS = {
  phone: { header: 'Phone', cell: (row: OptOutExportRow) => row.phone },
  reason: { header: 'Reason', cell: (row: OptOutExportRow) => row.reason },
  campaign: { header: 'Campaign', cell: (row: OptOutExportRow) => row.campaign_name },
  opted_out: { header: 'Opted out', cell: (row: OptOutExportRow) => instantCell(row.at) },
};

/** The opt-out list with the page's search, by number; the file can be imported back as it is. */
export const tablesOptOutsExport: ExportKind = {
  kind: 'tables_opt_outs',
  pageName: TABLE_DOWNLOAD_PAGES.optOuts,
  sections: { All: Object.keys(COLUMNS) },
  filter: z.object({ search: z.string().trim().max(100).optional() }),
  async authorize(db, auth) {
    await admitCaller(db, routeRules.tables.report, auth);
  },
  async prepare(db, auth, filter) {
    const [count] = await db.query<{ total: number }>(`select count(*)::integer as total ${OPT_OUT_WHERE}`, [auth.esme, filter.search ?? '']);
    return { rowsTotal: count?.total ?? 0, subject: 'opt-outs', filter, campaignId: null };
  },
  source(db, job) {
    const layout = pickColumns(COLUMNS, job.columns);
    return Promise.resolve({
      header: layout.header,
      async batch(after, limit) {
        const rows = await db.query<OptOutExportRow>(
          `select o.phone, o.reason, c.name as campaign_name, o.at ${OPT_OUT_WHERE} and o.phone > $3 order by o.phone limit $4`,
          [job.esme, job.filter.search ?? '', after ?? '', limit],
        );
        return { rows: rows.map(layout.cells), next: rows.length === limit ? (rows.at(-1)?.phone ?? null) : null };
      },
    });
  },
};
