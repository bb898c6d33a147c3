import { handleLayoutRequest, type LayoutRequest, type LayoutResponse } from './layout-protocol';

// Worker entry: runs ELK off the main thread. Create it with
// `new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' })`.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(message: LayoutResponse): void;
};

scope.onmessage = (event) => {
  void handleLayoutRequest(event.data).then((response) => scope.postMessage(response));
};
