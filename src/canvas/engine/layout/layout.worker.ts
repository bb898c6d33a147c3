import { prepareLayout } from './layout-flow';
import { handleLayoutRequest, transferablesOf, type LayoutRequest, type LayoutResponse } from './layout-protocol';

// Worker entry: runs ELK off the main thread. Create it with
// `new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' })`.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(message: LayoutResponse, transfer: Transferable[]): void;
};

const answer = (event: MessageEvent<LayoutRequest>) => {
  void handleLayoutRequest(event.data).then((response) => scope.postMessage(response, transferablesOf(response)));
};

const startedAt = performance.timeOrigin + performance.now();
// ELK's bundle, evaluated inside a worker, installs its own `self.onmessage` (it expects to be the
// worker). Loading it lazily on the first layout let it replace ours, so every later layout went
// unanswered. It is loaded (and run once on a small flow) when the worker starts, off the main
// thread, and ours is put back after.
const queued: MessageEvent<LayoutRequest>[] = [];
scope.onmessage = (event) => void queued.push(event);
// A failed load is answered per request: handleLayoutRequest loads again and reports the error.
void prepareLayout()
  .catch(() => undefined)
  .then(() => {
    scope.onmessage = answer;
    scope.postMessage({ ready: true, startedAt, readyAt: performance.timeOrigin + performance.now() }, []);
    for (const event of queued.splice(0)) answer(event);
  });
