import { z } from 'zod';
import { EXCEL_MAX_ROWS, type ExportFileType } from '@/api/contracts/campaign-export';
import type { AuthSession } from '../platform/auth/auth-session';
import type { ServerContext } from '../platform/context';
import { ApiError } from '../platform/api-error';
import { parseWith } from '../platform/http/validation';
import { kindOfPage } from './export-kinds';
import { insertExportJob, type ExportJobRow } from './export-jobs-repo';
import { enqueueExport } from './run-export';

export interface ExportRequest {
  pagename: string;
  logsection: string;
  columns: string[];
  fileType: ExportFileType;
  filter: Record<string, string>;
}

const badField = (field: string, message: string) => new ApiError('invalidRequest', message, { [field]: message });

/** Letters, digits and dashes only, so the name is safe in a header and on any disk. */
const fileStem = (name: string) => name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60).toLowerCase() || 'download';

/**
 * Checks the page, the caller's right to export it, the columns (exactly the page's `column_list`
 * names) and the filters, counts the rows, then queues the job. Excel beyond EXCEL_MAX_ROWS (a worksheet's
 * limit) is a 400 on `fileType`: the console's File type dialog says CSV is needed before it comes to that.
 */
export async function createExport(ctx: ServerContext, auth: AuthSession, request: ExportRequest): Promise<ExportJobRow> {
  const kind = kindOfPage(request.pagename);
  if (!kind) throw badField('pagename', 'No download for this page');
  await kind.authorize(ctx.db, auth);
  const allowed = kind.sections[request.logsection];
  if (!allowed) throw badField('logsection', 'No such log section for this page');
  const unknown = request.columns.find((column) => !allowed.includes(column));
  if (unknown !== undefined) throw badField('columns', `Not a column of this page: ${unknown}`);
  const parsed = parseWith(z.object({ filter: kind.filter }), { filter: request.filter }, '(body)').filter;
  const filter = Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const prepared = await kind.prepare(ctx.db, auth, filter);
  if (request.fileType === 'excel' && prepared.rowsTotal > EXCEL_MAX_ROWS) throw badField('fileType', `An Excel sheet holds ${EXCEL_MAX_ROWS.toLocaleString('en')} rows; choose CSV`);
  const now = ctx.options.now();
  const job = await insertExportJob(
    ctx.db,
    {
      esme: auth.esme,
      userId: auth.userId,
      userName: auth.username,
      kind: kind.kind,
      pageName: kind.pageName,
      campaignId: prepared.campaignId,
      filter: prepared.filter,
      columns: request.columns,
      fileType: request.fileType,
      fileName: `${fileStem(prepared.subject)}-${now.toISOString().slice(0, 10)}.${request.fileType === 'csv' ? 'csv' : 'xlsx'}`,
      rowsTotal: prepared.rowsTotal,
    },
    now,
  );
  enqueueExport(ctx, job.id);
  return job;
}
