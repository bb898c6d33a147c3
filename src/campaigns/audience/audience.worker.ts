import { runAudienceJob } from './audience-job';
import type { AudienceJobRequest, AudienceWorkerMessage } from './audience-types';

// Worker entry: parses audience files off the main thread. Started by `startAudienceWorker()`.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AudienceJobRequest>) => void) | null;
  postMessage(message: AudienceWorkerMessage, transfer: Transferable[]): void;
};

scope.onmessage = (event) => {
  void runAudienceJob(event.data.files, event.data.options, (message) => {
    // The packed numbers move to the page without a copy.
    scope.postMessage(message, message.type === 'chunk' ? [message.chunk.rows.buffer, message.chunk.phones.buffer] : []);
  });
};
