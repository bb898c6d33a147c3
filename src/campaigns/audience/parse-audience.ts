import { prefixGroups } from './phone-prefixes';
import { unpackChunk } from './posted-chunk';
import type { AudienceChunk, AudienceJobRequest, AudienceOptions, AudienceProgress, AudienceResult, AudienceWorkerMessage } from './audience-types';

/** The part of a Worker the parser uses, so tests can run the same job in the page. */
export interface AudienceWorkerLike {
  postMessage(message: AudienceJobRequest): void;
  onmessage: ((event: { data: AudienceWorkerMessage }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

export const startAudienceWorker = (): AudienceWorkerLike => new Worker(new URL('./audience.worker.ts', import.meta.url), { type: 'module' }) as unknown as AudienceWorkerLike;

export interface ParseAudienceOptions extends AudienceOptions {
  /** Files in one audience (configuration `maxFiles`, spec §9). */
  maxFiles: number;
}

/** Refused before reading: no file, or more than `maxFiles`. */
export class AudienceFilesError extends Error {
  constructor(readonly code: 'no_files' | 'too_many_files') {
    super(code);
    this.name = 'AudienceFilesError';
  }
}

/**
 * Parses and validates audience files in a worker: progress as it reads, then the counts, the first
 * problems, a preview and the valid rows packed in chunks. Aborting the signal stops the worker and
 * rejects with an `AbortError`.
 * @example const result = await parseAudience(input.files, { defaultCountry: 'IN', maxFiles: 10 }, setProgress, controller.signal);
 */
export function parseAudience(
  files: readonly File[],
  options: ParseAudienceOptions,
  onProgress: (progress: AudienceProgress) => void,
  signal?: AbortSignal,
  startWorker: () => AudienceWorkerLike = startAudienceWorker,
): Promise<AudienceResult> {
  if (files.length === 0) return Promise.reject(new AudienceFilesError('no_files'));
  if (files.length > options.maxFiles) return Promise.reject(new AudienceFilesError('too_many_files'));
  if (signal?.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
  const { maxFiles: _maxFiles, ...jobOptions } = options;
  return new Promise((resolve, reject) => {
    const worker = startWorker();
    const chunks: AudienceChunk[] = [];
    const bytes = new Map<number, ArrayBuffer>();
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') onProgress(data.progress);
      else if (data.type === 'bytes') bytes.set(data.file, data.bytes);
      else if (data.type === 'chunk') {
        const chunk = unpackChunk(data.chunk, (file) => bytes.get(file));
        chunks.push(chunk);
        // Counted while the file is read, a chunk a message, not all at once as its counts appear (the cost estimate's markets).
        prefixGroups(chunk);
      }
      else if (data.type === 'done') {
        finish();
        resolve({ ...data.summary, chunks });
      } else {
        finish();
        reject(new Error(data.message));
      }
    };
    worker.onerror = () => {
      finish();
      reject(new Error('The audience worker stopped.'));
    };
    worker.postMessage({ files: [...files], options: jobOptions });
  });
}
