import { runAudienceJob } from '../audience-job';
import type { AudienceWorkerMessage } from '../audience-types';
import type { AudienceWorkerLike } from '../parse-audience';

/**
 * Test-only: the real audience job behind the worker interface, run in the page (jsdom has no module
 * workers). Messages arrive asynchronously, as from a worker; `terminate` stops the job between steps.
 */
export function startInlineAudienceWorker(): AudienceWorkerLike {
  let stopped = false;
  const worker: AudienceWorkerLike = {
    onmessage: null,
    onerror: null,
    terminate: () => {
      stopped = true;
    },
    postMessage({ files, options }) {
      const post = (message: AudienceWorkerMessage) => setTimeout(() => !stopped && worker.onmessage?.({ data: message }));
      void runAudienceJob(files, options, post, () => stopped);
    },
  };
  return worker;
}
