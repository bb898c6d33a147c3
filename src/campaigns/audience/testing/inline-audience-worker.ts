import { runAudienceJob } from '../audience-job';
import type { AudienceJobRequest, AudienceWorkerMessage } from '../audience-types';
import { createChunkBodies, type ChunkBodyAnswer, type ChunkBodyRequest } from '../chunk-bodies';
import type { AudienceWorkerLike } from '../parse-audience';

/**
 * Test-only: the real work of the console's two workers run in the page (jsdom has no module workers):
 * the audience job, or, told a chunk request, the upload's chunk bodies (`chunk-bodies.worker.ts`).
 * Messages arrive asynchronously, as from a worker; `terminate` stops the job between steps.
 * A page test puts it in place of the browser's `Worker` (`vi.stubGlobal('Worker', InlineAudienceWorker)`).
 */
export class InlineAudienceWorker implements AudienceWorkerLike {
  onmessage: ((event: { data: AudienceWorkerMessage | ChunkBodyAnswer }) => void) | null = null;
  onerror: AudienceWorkerLike['onerror'] = null;
  private stopped = false;
  private chunkBodies = createChunkBodies();

  postMessage(message: AudienceJobRequest | ChunkBodyRequest) {
    const post = (data: AudienceWorkerMessage | ChunkBodyAnswer) => setTimeout(() => !this.stopped && this.onmessage?.({ data }));
    if ('type' in message) post(this.chunkBodies(message));
    else void runAudienceJob(message.files, message.options, post, () => this.stopped);
  }

  terminate() {
    this.stopped = true;
  }
}

export const startInlineAudienceWorker = (): AudienceWorkerLike => new InlineAudienceWorker();
