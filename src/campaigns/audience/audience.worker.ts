import { runAudienceJob } from './audience-job';
import type { AudienceJobRequest, AudienceWorkerMessage } from './audience-types';

// Worker entry: parses audience files off the main thread. Started by `startAudienceWorker()`.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AudienceJobRequest>) => void) | null;
  postMessage(message: AudienceWorkerMessage, transfer: Transferable[]): void;
};

function transfers(message: AudienceWorkerMessage): Transferable[] {
  if (message.type === 'bytes') return [message.bytes];
  if (message.type !== 'chunk') return [];
  const { chunk } = message;
  return 'runs' in chunk ? [chunk.rows.buffer, chunk.phones.buffer, chunk.runs.buffer] : [chunk.rows.buffer, chunk.phones.buffer];
}

scope.onmessage = (event) => {
  void runAudienceJob(event.data.files, event.data.options, (message) => {
    // The packed numbers, byte ranges and a file's bytes move to the page without a copy.
    scope.postMessage(message, transfers(message));
  });
};
