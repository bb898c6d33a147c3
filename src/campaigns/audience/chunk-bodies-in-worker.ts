import type { AudienceChunk } from './audience-types';
import type { ChunkBodyAnswer, ChunkBodyRequest } from './chunk-bodies';
import { chunkToPost } from './posted-chunk';
import type { BuiltChunk } from './upload-in-chunks';

/** The part of a Worker the chunk bodies need, so page tests can run the same work in the page. */
export interface ChunkBodyWorkerLike {
  postMessage(message: ChunkBodyRequest, transfer?: Transferable[]): void;
  onmessage: ((event: { data: ChunkBodyAnswer }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

export const startChunkBodyWorker = (): ChunkBodyWorkerLike => new Worker(new URL('./chunk-bodies.worker.ts', import.meta.url), { type: 'module' }) as unknown as ChunkBodyWorkerLike;

/**
 * An upload's request bodies (the JSON of each chunk's mapped rows), written in a worker a packed chunk
 * ahead of the uploader: the page only posts the text. Unpacking 10,000 rows, building their objects and
 * writing their JSON on the main thread held it 50–400 ms a chunk (docs/performance.md "Session 29").
 * The worker stops when the upload stops reading, refused or done.
 */
export async function* chunkBodiesInWorker(chunks: readonly AudienceChunk[], columns: readonly string[], maxRows: number, startWorker: () => ChunkBodyWorkerLike = startChunkBodyWorker): AsyncGenerator<BuiltChunk<string>> {
  const worker = startWorker();
  let waiting: { resolve: (answer: ChunkBodyAnswer) => void; reject: (error: Error) => void } | null = null;
  worker.onmessage = ({ data }) => waiting?.resolve(data);
  worker.onerror = () => waiting?.reject(new Error('The chunk worker stopped.'));
  // One request at a time: the worker answers in order, and the next is asked while the last one's bodies go up.
  const ask = (request: ChunkBodyRequest, transfer: Transferable[] = []) =>
    new Promise<ChunkBodyAnswer>((resolve, reject) => {
      waiting = { resolve, reject };
      worker.postMessage(request, transfer);
    });
  let next = 0;
  const askNext = () => {
    const chunk = chunks[next];
    if (!chunk) return ask({ type: 'end' });
    next += 1;
    const { transfer, ...posted } = chunkToPost(chunk);
    return ask({ type: 'chunk', ...posted }, transfer);
  };
  try {
    await ask({ type: 'start', columns, maxRows });
    for (let asked = askNext(); ; ) {
      const { bodies, done } = await asked;
      if (!done) {
        asked = askNext();
        // Awaited at the next turn; a worker that stops meanwhile is not an unhandled rejection.
        asked.catch(() => undefined);
      }
      yield* bodies;
      if (done) return;
    }
  } finally {
    worker.terminate();
  }
}
