import writeXlsxFile from 'write-excel-file/node';
import type { CampaignReportColumn } from '@/api/contracts/campaign-export';
import type { RecipientStatus } from '@/api/contracts/campaigns';
import type { TemplateComponent } from '@/api/contracts/whatsapp-template';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/db';
import type { CampaignRow } from '../messaging/campaigns/campaign-rows';
import { findCampaign } from '../messaging/campaigns/campaigns-repo';
import { recipientsPage } from '../messaging/campaigns/report-repo';
import { templateVariables } from '../messaging/campaigns/template-variables';
import { campaignReportLayout, type Cell } from './campaign-report-cells';
import { csvLines } from './csv-text';
import { appendPart, finishJob, loadExportJob, markProgress } from './export-jobs-repo';

/** Rows read per query; each CSV batch is written as one part of the file. */
export const EXPORT_BATCH_ROWS = 1000;
/** Parts of an Excel file, which write-excel-file can only produce whole. */
const EXCEL_PART_BYTES = 1024 * 1024;
const UTF8_BOM = '\uFEFF';

/** The campaign's variables in the template's order (jsonb keeps keys in its own order, not the user's). */
async function variableNamesOf(q: Queryable, campaign: CampaignRow): Promise<string[]> {
  const [template] = await q.query<{ components: TemplateComponent[] }>('select components from whatsapp_templates where sno = $1', [campaign.template_sno]);
  const mapped = Object.keys(campaign.variable_mapping);
  const ordered = templateVariables(template?.components ?? []).filter((name) => mapped.includes(name));
  return [...ordered, ...mapped.filter((name) => !ordered.includes(name))];
}

/**
 * Writes a campaign report export: the recipients are read in keyset batches through the same
 * query as the report's rows. CSV goes out batch by batch; Excel keeps the cells (never more than
 * Excel's row limit, checked when the job is created) and is written once at the end.
 */
export async function runCampaignExport(ctx: ServerContext, jobId: string): Promise<void> {
  const { db } = ctx;
  const job = await loadExportJob(db, jobId);
  if (!job || job.state !== 'QUEUED' || !job.campaign_id) return;
  try {
    const campaign = await findCampaign(db, job.esme, job.campaign_id);
    if (!campaign) throw new Error('The campaign no longer exists.');
    const layout = campaignReportLayout(job.columns as CampaignReportColumn[], await variableNamesOf(db, campaign));
    const status = job.filter.status as RecipientStatus | undefined;
    const excelRows: Cell[][] = [];
    const encoder = new TextEncoder();
    let part = 0;
    let rowsDone = 0;
    if (job.file_type === 'csv') await appendPart(db, jobId, part++, encoder.encode(UTF8_BOM + csvLines([layout.header])), 0, ctx.options.now());
    for (let after: number | null = 0; after !== null; ) {
      const page = await recipientsPage(db, campaign, { status, after, limit: EXPORT_BATCH_ROWS });
      const cells = page.rows.map(layout.cells);
      rowsDone += cells.length;
      if (job.file_type === 'csv') {
        if (cells.length) await db.transaction((tx) => appendPart(tx, jobId, part++, encoder.encode(csvLines(cells)), rowsDone, ctx.options.now()));
      } else {
        excelRows.push(...cells);
        await markProgress(db, jobId, rowsDone, ctx.options.now());
      }
      after = page.next;
    }
    if (job.file_type === 'excel') {
      const header = layout.header.map((value) => ({ value, fontWeight: 'bold' as const }));
      const file = await writeXlsxFile([header, ...excelRows], { sheet: 'Recipients', stickyRowsCount: 1 }).toBuffer();
      for (let at = 0; at < file.byteLength; at += EXCEL_PART_BYTES) await appendPart(db, jobId, part++, file.subarray(at, at + EXCEL_PART_BYTES), rowsDone, ctx.options.now());
    }
    await finishJob(db, jobId, { rowsDone }, ctx.options.now());
  } catch (error) {
    ctx.logger.error({ err: error, jobId }, 'export failed');
    await finishJob(db, jobId, { error: error instanceof Error ? error.message : 'The export failed.' }, ctx.options.now());
  }
}

let queue: Promise<void> = Promise.resolve();

/** Runs jobs one after another in this process, so exports never crowd out the requests it serves. */
export function enqueueCampaignExport(ctx: ServerContext, jobId: string): void {
  queue = queue.then(() => runCampaignExport(ctx, jobId)).catch((error: unknown) => ctx.logger.error({ err: error, jobId }, 'export crashed'));
}
