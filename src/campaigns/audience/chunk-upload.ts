import type { ErrorReport } from '@/api/errors';
import { audienceChunkResponse } from '@/api/contracts/campaigns';
import { fileUploadResponse } from '@/api/contracts/rcs-campaigns';
import { postError, type PostedError } from '@/api/posted-error';
import { sendPrepared, type PreparedRequest } from '@/api/prepared-request';
import { createChunkBodies, type ChunkBodyRequest } from './chunk-bodies';
import { sendChunks, type BuiltChunk } from './upload-in-chunks';

/** The chunk endpoints' answers by name: the worker checks each answer against its contract, as the client does. */
export const chunkAnswers = { 'whatsapp-audience': audienceChunkResponse, 'rcs-file': fileUploadResponse };
export type ChunkAnswer = keyof typeof chunkAnswers;

/** What starts an upload in the worker: where the chunks go, with the headers the page's client gave them. */
export interface ChunkUploadStart {
  type: 'start';
  request: PreparedRequest;
  /** The body's fields besides `chunkIndex` and the rows (the import's or file's id, the account). */
  fields: Record<string, string | number>;
  answer: ChunkAnswer;
  columns: readonly string[];
  maxRows: number;
  rowsTotal: number;
  inFlight: number;
}

/** What the page tells the upload worker: `start` once, then a packed chunk, or `end`, each time it is asked. */
export type ChunkUploadRequest = ChunkUploadStart | Extract<ChunkBodyRequest, { type: 'chunk' | 'end' }>;

/** What the worker tells the page: `next` asks for a packed chunk; `progress` a few times a second; one `done` or `failed`. */
export type ChunkUploadMessage =
  | { type: 'next' }
  | { type: 'progress'; rowsSent: number }
  | { type: 'report'; report: ErrorReport }
  | { type: 'done'; chunkCount: number; rowsSent: number }
  | { type: 'failed'; error: PostedError };

/** The page's progress bar moves at most this often: each message is a task on the main thread. */
const PROGRESS_EVERY_MS = 250;

/**
 * The upload worker's work: the one uploader (`sendChunks`: in flight, retries, first refusal stops) run off
 * the main thread, its bodies written from the packed chunks the page hands over one at a time
 * (`createChunkBodies`), each posted by `sendPrepared` with the headers the page's client prepared. The page
 * only answers `next` and moves the progress bar (docs/performance.md "Session 31"). Plain TypeScript: the
 * worker runs it, and page tests run it in the page.
 */
export function createChunkUpload(tell: (message: ChunkUploadMessage) => void, send: typeof fetch) {
  const bodies = createChunkBodies();
  let answered: ((request: ChunkBodyRequest) => void) | null = null;
  const ask = () =>
    new Promise<ChunkBodyRequest>((resolve) => {
      answered = resolve;
      tell({ type: 'next' });
    });
  // A packed chunk is asked for while the last one's bodies go up; no more are asked once the uploader stops reading.
  async function* built(): AsyncGenerator<BuiltChunk<string>> {
    for (let asked = ask(); ; ) {
      const { bodies: filled, done } = bodies(await asked);
      if (!done) asked = ask();
      yield* filled;
      if (done) return;
    }
  }

  async function upload({ request, fields, answer, columns, maxRows, rowsTotal, inFlight }: ChunkUploadStart) {
    bodies({ type: 'start', columns, maxRows });
    const head = JSON.stringify(fields).slice(0, -1);
    const open = head === '{' ? head : `${head},`;
    const report = (errorReport: ErrorReport) => tell({ type: 'report', report: errorReport });
    let rowsSent = 0;
    let toldAt = -Infinity;
    try {
      const chunkCount = await sendChunks({
        chunks: built(),
        rowsTotal,
        inFlight,
        post: (rowsFields, chunkIndex) => sendPrepared(request, `${open}"chunkIndex":${chunkIndex},${rowsFields}}`, chunkAnswers[answer], send, report),
        onProgress: (progress) => {
          rowsSent = progress.rowsSent;
          if (performance.now() - toldAt < PROGRESS_EVERY_MS) return;
          toldAt = performance.now();
          tell({ type: 'progress', rowsSent });
        },
      });
      tell({ type: 'done', chunkCount, rowsSent });
    } catch (error) {
      tell({ type: 'failed', error: postError(error) });
    }
  }

  return (request: ChunkUploadRequest) => {
    if (request.type === 'start') void upload(request);
    else answered?.(request);
  };
}
