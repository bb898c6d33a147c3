import { z } from 'zod';
import { TABLE_DOWNLOAD_PAGES } from '@/api/contracts/tables';
import { findOwnList, ROW_WHERE } from '../../tables/contact-lists-repo';
import { notFound } from '../../platform/api-error';
import type { ExportKind } from '../export-kind';
import { admitCaller } from '../../platform/http/admit';
import { routeRules } from '../../platform/access/route-rules';

/** `values` stands for every column the list was saved with, each its own column of the file, after the phone when both are ticked. */
const COLUMN_NAMES = ['phone', 'values'] as const;

const ownList = async (db: Parameters<typeof findOwnList>[0], esme: number, id: string) => {
  const list = await findOwnList(db, esme, id);
  if (!list) throw notFound('No such contact list.');
  return list;
};

/** One contact list, by number, with the page's search; the file has the upload's columns again. */
export const tablesContactListExport: ExportKind = {
  kind: 'tables_contact_list',
  pageName: TABLE_DOWNLOAD_PAGES.contactList,
  sections: { All: COLUMN_NAMES },
  filter: z.object({ listId: z.uuid(), search: z.string().trim().max(100).optional() }),
  async authorize(db, auth) {
    await admitCaller(db, routeRules.tables.report, auth);
  },
  async prepare(db, auth, filter) {
    const list = await ownList(db, auth.esme, filter.listId ?? '');
    const [count] = await db.query<{ total: number }>(
      `select count(*)::integer as total ${ROW_WHERE}`,
      [list.id, filter.search ?? ''],
    );
    return { rowsTotal: count?.total ?? 0, subject: list.name, filter, campaignId: null };
  },
  async source(db, job) {
    const list = await ownList(db, job.esme, job.filter.listId ?? '');
    const withPhone = job.columns.includes('phone');
    const listColumns = job.columns.includes('values') ? list.columns : [];
    return {
      header: [...(withPhone ? ['Phone'] : []), ...listColumns],
      async batch(after, limit) {
        const rows = await db.query<{ phone: string; cells: Record<string, string> }>(
          `select r.phone, r.cells ${ROW_WHERE} and r.phone > $3 order by r.phone limit $4`,
          [list.id, job.filter.search ?? '', after ?? '', limit],
        );
        const cells = (row: { phone: string; cells: Record<string, string> }) => [...(withPhone ? [row.phone] : []), ...listColumns.map((column) => row.cells[column] ?? '')];
        return { rows: rows.map(cells), next: rows.length === limit ? (rows.at(-1)?.phone ?? null) : null };
      },
    };
  },
};
