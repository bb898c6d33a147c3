import { createChunkUpload, type ChunkUploadMessage, type ChunkUploadRequest } from './chunk-upload';

// Worker entry: writes an upload's chunks and posts them itself. Started by `startChunkUploadWorker()`.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ChunkUploadRequest>) => void) | null;
  postMessage(message: ChunkUploadMessage): void;
};

const handle = createChunkUpload(
  (message) => scope.postMessage(message),
  (input, init) => fetch(input, init),
);
scope.onmessage = (event) => handle(event.data);
