import { createChunkBodies, type ChunkBodyAnswer, type ChunkBodyRequest } from './chunk-bodies';

// Worker entry: writes an upload's request bodies off the main thread. Started by `startChunkBodyWorker()`.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ChunkBodyRequest>) => void) | null;
  postMessage(message: ChunkBodyAnswer): void;
};

const answer = createChunkBodies();
scope.onmessage = (event) => scope.postMessage(answer(event.data));
