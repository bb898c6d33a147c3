import { runAudienceJob } from '../audience-job';
import type { AudienceJobRequest, AudienceWorkerMessage } from '../audience-types';
import type { AudienceWorkerLike } from '../parse-audience';

/**
 * Test-only: the real audience job behind the worker interface, run in the page (jsdom has no module
 * workers). Messages arrive asynchronously, as from a worker; `terminate` stops the job between steps.
 * A page test puts it in place of the browser's `Worker` (`vi.stubGlobal('Worker', InlineAudienceWorker)`).
 */
export class InlineAudienceWorker implements AudienceWorkerLike {
  onmessage: AudienceWorkerLike['onmessage'] = null;
  onerror: AudienceWorkerLike['onerror'] = null;
  private stopped = false;

  postMessage({ files, options }: AudienceJobRequest) {
    const post = (message: AudienceWorkerMessage) => setTimeout(() => !this.stopped && this.onmessage?.({ data: message }));
    void runAudienceJob(files, options, post, () => this.stopped);
  }

  terminate() {
    this.stopped = true;
  }
}

export const startInlineAudienceWorker = (): AudienceWorkerLike => new InlineAudienceWorker();
