import { runAudienceJob } from '../audience-job';
import type { AudienceJobRequest, AudienceWorkerMessage } from '../audience-types';
import { createChunkUpload, type ChunkUploadMessage, type ChunkUploadRequest } from '../chunk-upload';
import type { AudienceWorkerLike } from '../parse-audience';

/**
 * Test-only: the real work of the console's two workers run in the page (jsdom has no module workers):
 * the audience job, or, told a request with a `type`, the upload (`chunk-upload.worker.ts`), whose chunks
 * go out through the page's global `fetch` (a test stubs it with its fake API, as it hands that to the client).
 * Messages arrive asynchronously, as from a worker; `terminate` stops the job between steps.
 * A page test puts it in place of the browser's `Worker` (`vi.stubGlobal('Worker', InlineAudienceWorker)`).
 */
export class InlineAudienceWorker implements AudienceWorkerLike {
  onmessage: ((event: { data: AudienceWorkerMessage | ChunkUploadMessage }) => void) | null = null;
  onerror: AudienceWorkerLike['onerror'] = null;
  private stopped = false;
  private post = (data: AudienceWorkerMessage | ChunkUploadMessage) => setTimeout(() => !this.stopped && this.onmessage?.({ data }));
  private upload = createChunkUpload(this.post, (input, init) => fetch(input, init));

  postMessage(message: AudienceJobRequest | ChunkUploadRequest) {
    if ('type' in message) this.upload(message);
    else void runAudienceJob(message.files, message.options, this.post, () => this.stopped);
  }

  terminate() {
    this.stopped = true;
  }
}

export const startInlineAudienceWorker = (): AudienceWorkerLike => new InlineAudienceWorker();
