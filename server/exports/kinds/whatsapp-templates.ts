import { z } from 'zod';
import { DOWNLOAD_PAGES } from '@/api/contracts/downloads';
import { templateCategory, templateStatus } from '@/api/contracts/whatsapp-template';
import { ownWaba } from '../../messaging/templates/templates-repo';
import en from '../../../public/assets/i18n/en.json';
import { instantCell, wordCell } from '../cell';
import { pickColumns, type ExportKind } from '../export-kind';
import { admitCaller } from '../../platform/http/admit';
import { routeRules } from '../../platform/access/route-rules';

interface TemplateExportRow {
  sno: string;
  name: string;
  language: string;
  category: string;
  status: string;
  quality: string;
  reason: string | null;
  created_on: Date;
  updated_on: Date;
}

// Category, status and quality as the template list shows them (`waTemplates` in en.json), not Meta's codes.
const COLUMNS = {
  name: { header: 'Template name', cell: (row: TemplateExportRow) => row.name },
  language: { header: 'Language', cell: (row: TemplateExportRow) => row.language },
  category: { header: 'Category', cell: (row: TemplateExportRow) => wordCell(en.waTemplates.categories, row.category) },
  status: { header: 'Status', cell: (row: TemplateExportRow) => wordCell(en.waTemplates.statuses, row.status) },
  quality: { header: 'Quality', cell: (row: TemplateExportRow) => wordCell(en.waTemplates.quality, row.quality) },
  reason: { header: 'Rejection reason', cell: (row: TemplateExportRow) => row.reason },
  created: { header: 'Created', cell: (row: TemplateExportRow) => instantCell(row.created_on) },
  updated: { header: 'Updated', cell: (row: TemplateExportRow) => instantCell(row.updated_on) },
};

const WHERE = 'from whatsapp_templates where esme = $1 and waba_id = $2 and ($3::text is null or status = $3) and ($4::text is null or category = $4)';

/** The template management list of one WABA with the page's status and category filters, oldest first by serial. */
export const whatsappTemplatesExport: ExportKind = {
  kind: 'whatsapp_templates',
  pageName: DOWNLOAD_PAGES.templateList,
  sections: { All: Object.keys(COLUMNS) },
  filter: z.object({ wabaId: z.string().min(1).max(100), status: templateStatus.optional(), category: templateCategory.optional() }),
  async authorize(db, auth) {
    await admitCaller(db, routeRules.templates, auth);
  },
  async prepare(db, auth, filter) {
    const waba = await ownWaba(db, auth.esme, filter.wabaId ?? '');
    const [count] = await db.query<{ total: number }>(`select count(*)::integer as total ${WHERE}`, [auth.esme, waba.id, filter.status ?? null, filter.category ?? null]);
    return { rowsTotal: count?.total ?? 0, subject: `templates-${waba.name}`, filter, campaignId: null };
  },
  source(db, job) {
    const layout = pickColumns(COLUMNS, job.columns);
    return Promise.resolve({
      header: layout.header,
      async batch(after, limit) {
        const rows = await db.query<TemplateExportRow>(
          `select sno::text, name, language, category, status, quality, reason, created_on, updated_on ${WHERE} and sno > $5 order by sno limit $6`,
          [job.esme, job.filter.wabaId, job.filter.status ?? null, job.filter.category ?? null, Number(after ?? 0), limit],
        );
        return { rows: rows.map(layout.cells), next: rows.length === limit ? (rows.at(-1)?.sno ?? null) : null };
      },
    });
  },
};
