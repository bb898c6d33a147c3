import { loadElk, prepareLayout } from './layout-flow';
import { createLayoutService, transferablesOf, type LayoutRequest, type LayoutResponse } from './layout-protocol';

// Worker entry: runs ELK off the main thread. Create it with
// `new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' })`.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage(message: LayoutResponse, transfer: Transferable[]): void;
};

const service = createLayoutService();
const answer = (event: MessageEvent<LayoutRequest>) => {
  void service.handle(event.data).then((response) => scope.postMessage(response, transferablesOf(response)));
};

const startedAt = performance.timeOrigin + performance.now();
// ELK's bundle, evaluated inside a worker, installs its own `self.onmessage` (it expects to be the
// worker). Loaded lazily on the first layout it replaced ours, so every later layout went unanswered.
// It is loaded (and run once on a small flow) when the worker starts, off the main thread. A request
// sent meanwhile waits in `queued`: ours is put back as soon as the bundle has run, before the
// warm-up layout, or a layout asked for during the warm-up reached ELK's handler and was lost.
const queued: MessageEvent<LayoutRequest>[] = [];
const hold = (event: MessageEvent<LayoutRequest>) => void queued.push(event);
scope.onmessage = hold;
// A failed load is answered per request: the service loads again and reports the error.
void loadElk()
  .then(() => {
    scope.onmessage = hold;
    return prepareLayout();
  })
  .catch(() => undefined)
  .then(() => {
    scope.onmessage = answer;
    scope.postMessage({ ready: true, startedAt, readyAt: performance.timeOrigin + performance.now() }, []);
    for (const event of queued.splice(0)) answer(event);
  });
