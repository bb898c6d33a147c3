import type { ErrorReport } from '@/api/errors';
import { errorFromPosted } from '@/api/posted-error';
import type { PreparedRequest } from '@/api/prepared-request';
import type { AudienceChunk } from './audience-types';
import type { ChunkAnswer, ChunkUploadMessage, ChunkUploadRequest } from './chunk-upload';
import { chunkToPost } from './posted-chunk';
import type { UploadProgress } from './upload-in-chunks';

/** The part of a Worker the upload needs, so page tests can run the same work in the page. */
export interface ChunkUploadWorkerLike {
  postMessage(message: ChunkUploadRequest, transfer?: Transferable[]): void;
  onmessage: ((event: { data: ChunkUploadMessage }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

export const startChunkUploadWorker = (): ChunkUploadWorkerLike => new Worker(new URL('./chunk-upload.worker.ts', import.meta.url), { type: 'module' }) as unknown as ChunkUploadWorkerLike;

export interface WorkerUpload {
  /** The parsed file's kept chunks, handed to the worker one at a time as it asks. */
  chunks: readonly AudienceChunk[];
  columns: readonly string[];
  maxRows: number;
  rowsTotal: number;
  /** How many chunks may be on their way at once (`sendChunks`); 1 unless told more. */
  inFlight?: number;
  /** The chunk endpoint with the session's headers (`ApiClient.prepare`). */
  request: PreparedRequest;
  /** Each chunk's body besides `chunkIndex` and the rows. */
  fields: Record<string, string | number>;
  answer: ChunkAnswer;
  onProgress: (progress: UploadProgress) => void;
  /** The client's error sink (`ApiClient.report`), told what the worker's requests would have told it. */
  report: (report: ErrorReport) => void;
  startWorker?: () => ChunkUploadWorkerLike;
}

/**
 * The one uploader (`sendChunks`) run in a worker that writes the chunks' bodies and posts them itself: the
 * main thread hands over a packed chunk when asked (its span of the file's bytes) and moves the progress bar a
 * few times a second. Retries, timeout, a refusal's error (the same class as the client's), the chunk index
 * and the first refusal stopping the upload are the uploader's own. Answers how many chunks went.
 */
export function uploadInWorker({ chunks, onProgress, report, startWorker = startChunkUploadWorker, inFlight = 1, ...start }: WorkerUpload): Promise<number> {
  const worker = startWorker();
  let next = 0;
  const handOver = () => {
    const chunk = chunks[next];
    if (!chunk) return worker.postMessage({ type: 'end' });
    next += 1;
    const { transfer, ...posted } = chunkToPost(chunk);
    worker.postMessage({ type: 'chunk', ...posted }, transfer);
  };
  return new Promise<number>((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      if (data.type === 'next') handOver();
      else if (data.type === 'progress') onProgress({ rowsSent: data.rowsSent, rowsTotal: start.rowsTotal });
      else if (data.type === 'report') report(data.report);
      else if (data.type === 'failed') reject(errorFromPosted(data.error));
      else {
        onProgress({ rowsSent: data.rowsSent, rowsTotal: start.rowsTotal });
        resolve(data.chunkCount);
      }
    };
    worker.onerror = () => reject(new Error('The chunk worker stopped.'));
    worker.postMessage({ type: 'start', inFlight, ...start });
  }).finally(() => worker.terminate());
}
