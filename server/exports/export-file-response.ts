import type { ServerContext } from '../platform/context';
import { ApiError } from '../platform/api-error';
import { fileParts, type ExportJobRow } from './export-jobs-repo';

const CONTENT_TYPE = { csv: 'text/csv; charset=utf-8', excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/**
 * The file of a finished job, streamed part by part from the database; 409 while it is being
 * written, 410 once it expired (its bytes are gone). The caller has checked the job is the account's.
 */
export function exportFileResponse(ctx: ServerContext, job: ExportJobRow): Response {
  if (job.state === 'EXPIRED') throw new ApiError('exportExpired', 'The file expired; export it again.');
  if (job.state !== 'DONE') throw new ApiError('exportNotReady', `The file is not ready (${job.state}).`);
  const parts = fileParts(ctx.db, job.id);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await parts.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': CONTENT_TYPE[job.file_type],
      'content-length': String(job.bytes),
      'content-disposition': `attachment; filename="${job.file_name}"`,
      'cache-control': 'no-store',
    },
  });
}
