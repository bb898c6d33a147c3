import { describe, expect, it } from 'vitest';
import type { Size } from '@/canvas/kernel';
import { dispatch } from '../commands/dispatch';
import { createFlowStore } from '../store/create-flow-store';
import { textMessage, testEdge, testFlow, testNode } from '../testing/flow-fixtures';
import { liveRoute } from './edge-route';
import { layoutFlow } from './layout-flow';
import { applyLayout } from './apply-layout';
import { handleLayoutRequest, type LayoutRequest } from './layout-protocol';
import { createLayoutRunner, type WorkerLike } from './layout-runner';
import { generateFlow } from '../testing/generate-flow';

const condition = testNode('CONDITION', 'c1');
const branching = testFlow(
  [textMessage('m0'), condition, textMessage('yes'), textMessage('no'), textMessage('lonely'), testNode('NOTE', 'note', { text: 'hi' })],
  [testEdge('m0', 'next', 'c1'), testEdge('c1', 'true', 'yes'), testEdge('c1', 'false', 'no')],
);

function inProcessWorker(): WorkerLike {
  const worker: WorkerLike = {
    onmessage: null,
    postMessage(message: LayoutRequest) {
      void handleLayoutRequest(structuredClone(message)).then((data) => worker.onmessage?.({ data }));
    },
    terminate() {},
  };
  return worker;
}

describe('layoutFlow', () => {
  it('places layers downwards with the true branch left of the false branch', async () => {
    const { positions } = await layoutFlow(branching, { direction: 'DOWN' });
    expect(positions.m0!.y).toBeLessThan(positions.c1!.y);
    expect(positions.c1!.y).toBeLessThan(positions.yes!.y);
    expect(positions.yes!.x).toBeLessThan(positions.no!.x);
    expect(positions.note).toBeUndefined();
    expect(positions.lonely).toBeDefined();
  });

  it('places layers rightwards with the true branch above the false branch', async () => {
    const { positions } = await layoutFlow(branching, { direction: 'RIGHT' });
    expect(positions.m0!.x).toBeLessThan(positions.c1!.x);
    expect(positions.yes!.y).toBeLessThan(positions.no!.y);
  });

  it('uses measured sizes so large nodes do not overlap', async () => {
    const big = { ...textMessage('m0'), measured: { width: 300, height: 600 } };
    const { positions } = await layoutFlow(testFlow([big, textMessage('m1')], [testEdge('m0', 'next', 'm1')]), { direction: 'DOWN' });
    expect(positions.m1!.y - positions.m0!.y).toBeGreaterThanOrEqual(600);
  });

  it('honours the sizes the editor measured over the document and kind defaults', async () => {
    const flow = testFlow([textMessage('m0'), textMessage('m1'), textMessage('m2')], [testEdge('m0', 'next', 'm1'), testEdge('m1', 'next', 'm2')]);
    const sizes: Record<string, Size> = { m0: { width: 256, height: 500 }, m1: { width: 700, height: 90 } };
    const sizeOf = (id: string) => sizes[id];
    const { positions: down } = await layoutFlow(flow, { direction: 'DOWN', sizeOf });
    expect(down.m1!.y - down.m0!.y).toBeGreaterThanOrEqual(500);
    expect(down.m2!.y - down.m1!.y).toBeLessThan(500);
    const { positions: right } = await layoutFlow(flow, { direction: 'RIGHT', sizeOf });
    expect(right.m2!.x - right.m1!.x).toBeGreaterThanOrEqual(700);
    expect(right.m1!.x - right.m0!.x).toBeLessThan(700);
  });

  it('lays out a selection rightwards, anchored at its previous top-left corner', async () => {
    const moved = testFlow(
      [
        { ...textMessage('a'), position: { x: 500, y: 700 } },
        { ...textMessage('b'), position: { x: 900, y: 650 } },
        { ...textMessage('c'), position: { x: 0, y: 0 } },
      ],
      [testEdge('a', 'next', 'b')],
    );
    const { positions } = await layoutFlow(moved, { direction: 'RIGHT', nodeIds: ['a', 'b'] });
    expect(Object.keys(positions).sort()).toEqual(['a', 'b']);
    expect(positions.a!.x).toBe(500);
    expect(positions.a!.y).toBe(650);
    expect(positions.b!.x).toBeGreaterThan(positions.a!.x);
    expect(positions.b!.y).toBe(positions.a!.y);
  });

  it('lays out a selection anchored at its previous top-left corner', async () => {
    const moved = testFlow(
      [
        { ...textMessage('a'), position: { x: 500, y: 700 } },
        { ...textMessage('b'), position: { x: 900, y: 650 } },
        { ...textMessage('c'), position: { x: 0, y: 0 } },
      ],
      [testEdge('a', 'next', 'b')],
    );
    const { positions } = await layoutFlow(moved, { direction: 'DOWN', nodeIds: ['a', 'b'] });
    expect(Object.keys(positions).sort()).toEqual(['a', 'b']);
    expect(Math.min(positions.a!.x, positions.b!.x)).toBe(500);
    expect(Math.min(positions.a!.y, positions.b!.y)).toBe(650);
  });
});

describe('layout runner and applyLayout', () => {
  it('posts the worker numbers only (sizes, outputs per node, edges by index) and hands their arrays over', async () => {
    const store = createFlowStore(branching);
    const posted: { message: LayoutRequest; transfer: Transferable[] }[] = [];
    const runner = createLayoutRunner(() => {
      const worker = inProcessWorker();
      const post = worker.postMessage.bind(worker);
      worker.postMessage = (message, transfer = []) => {
        posted.push({ message: structuredClone(message), transfer });
        post(message);
      };
      return worker;
    });
    const result = await runner.request(store, { direction: 'DOWN' });
    const input = posted[0]?.message.input;
    // m0, c1, yes, no, lonely: the note is left out; c1 has its true and false outputs.
    expect(Array.from(input?.outputCounts ?? [])).toEqual([1, 2, 1, 1, 1]);
    expect(Array.from(input?.edges ?? [])).toEqual([0, 0, 1, 1, 0, 2, 1, 1, 3]);
    expect(input?.sizes).toHaveLength(10);
    expect(posted[0]?.transfer).toHaveLength(3);
    const sent = JSON.stringify(posted.map(({ message }) => message));
    expect(sent).not.toContain('Hello');
    expect(sent).not.toContain('m0');
    // The answer comes back by id all the same.
    expect(Object.keys(result.positions)).toEqual(['m0', 'c1', 'yes', 'no', 'lonely']);
    expect(Object.keys(result.routes)).toEqual(['m0-next-c1', 'c1-true-yes', 'c1-false-no']);
    runner.dispose();
  });

  it('starts the worker ahead of the first layout when warmed, and reuses it for the layout', async () => {
    const store = createFlowStore(branching);
    let started = 0;
    const runner = createLayoutRunner(() => {
      started += 1;
      return inProcessWorker();
    });
    runner.warm();
    expect(started).toBe(1);
    runner.warm();
    await runner.request(store, { direction: 'DOWN' });
    expect(started).toBe(1);
    runner.dispose();
    // Where no worker can start, warming is quiet and the layout says why it failed.
    const workerless = createLayoutRunner(() => {
      throw new Error('Worker is not defined');
    });
    expect(() => workerless.warm()).not.toThrow();
    await expect(workerless.request(store, { direction: 'DOWN' })).rejects.toThrow('Worker is not defined');
  });

  it('remembers the direction with the flow in the same undo step as the positions', async () => {
    const store = createFlowStore(branching);
    const runner = createLayoutRunner(inProcessWorker);
    expect(await applyLayout(store, await runner.request(store, { direction: 'RIGHT' }))).toBe('applied');
    expect(store.getDoc().view).toEqual({ layoutDirection: 'RIGHT' });
    expect(store.history.getState().pastStates).toHaveLength(1);
    store.undo();
    expect(store.getDoc().view).toBeUndefined();
    runner.dispose();
  });

  it('writes the route of every edge in the layout\'s undo step; a moved node drops only the routes of its own edges', async () => {
    const store = createFlowStore(branching);
    const runner = createLayoutRunner(inProcessWorker);
    const result = await runner.request(store, { direction: 'DOWN' });
    expect(await applyLayout(store, result, { partSize: 2, pause: async () => undefined })).toBe('applied');
    const routed = () => {
      const doc = store.getDoc();
      const at = new Map(doc.nodes.map((node) => [node.id, node.position]));
      return doc.edges.filter((edge) => liveRoute(edge, at.get(edge.source), at.get(edge.target))).map((edge) => edge.id);
    };
    expect(routed()).toEqual(['m0-next-c1', 'c1-true-yes', 'c1-false-no']);
    const falseBranch = store.getDoc().edges.find((edge) => edge.id === 'c1-false-no')?.route;
    expect(falseBranch?.points[0]?.y).toBeGreaterThan(result.positions.c1!.y);
    expect(store.history.getState().pastStates).toHaveLength(1);
    // It ends on the top side of its target.
    expect(Math.abs((falseBranch?.points.at(-1)?.y ?? 0) - result.positions.no!.y)).toBeLessThanOrEqual(2);
    dispatch(store, 'moveNodes', { positions: { yes: { x: -999, y: -999 } } });
    expect(routed()).toEqual(['m0-next-c1', 'c1-false-no']);
    store.undo();
    expect(routed()).toHaveLength(3);
    store.undo();
    expect(store.getDoc()).toEqual(branching);
    runner.dispose();
  });

  it('merges a stale result only into nodes that did not move, or drops it', async () => {
    const store = createFlowStore(branching);
    const runner = createLayoutRunner(inProcessWorker);
    const pending = runner.request(store, { direction: 'DOWN' });
    dispatch(store, 'moveNodes', { positions: { yes: { x: -999, y: -999 } } });
    const result = await pending;
    expect(await applyLayout(store, result, { onStale: 'drop' })).toBe('dropped');
    expect(await applyLayout(store, result)).toBe('merged');
    const yes = store.getDoc().nodes.find((node) => node.id === 'yes');
    expect(yes?.position).toEqual({ x: -999, y: -999 });
    expect(store.getDoc().nodes.find((node) => node.id === 'no')?.position).toEqual(result.positions.no);
  });

  it('applies a fresh result as one undo step, written in parts with pauses between them', async () => {
    const store = createFlowStore(branching);
    const runner = createLayoutRunner(inProcessWorker);
    const result = await runner.request(store, { direction: 'DOWN' });
    let pauses = 0;
    const outcome = await applyLayout(store, result, { partSize: 2, partMs: Infinity, minPartSize: 1, pause: async () => void (pauses += 1) });
    expect(outcome).toBe('applied');
    // Five positions in parts of two, then three routes in parts of two.
    expect(pauses).toBe(5);
    for (const [id, position] of Object.entries(result.positions)) expect(store.getDoc().nodes.find((node) => node.id === id)?.position).toEqual(position);
    expect(store.history.getState().pastStates).toHaveLength(1);
    store.undo();
    expect(store.getDoc()).toEqual(branching);
    runner.dispose();
  });

  it('grows parts while they are quick and shrinks them when one takes longer than a part may', async () => {
    const doc = generateFlow({ nodeCount: 40, seed: 3 });
    const runner = createLayoutRunner(inProcessWorker);
    /** Sizes of the parts that moved nodes, when writing a node takes `msPerNode`. */
    const partSizes = async (msPerNode: number, partSize: number) => {
      const store = createFlowStore(doc);
      const result = await runner.request(store, { direction: 'DOWN' });
      let clock = 0;
      const sizes: number[] = [];
      store.api.subscribe((state, previous) => {
        const moved = state.doc.nodes.filter((node, index) => node.position !== previous.doc.nodes[index]?.position).length;
        if (moved === 0) return;
        sizes.push(moved);
        clock += moved * msPerNode;
      });
      await applyLayout(store, result, { partSize, partMs: 20, minPartSize: 2, now: () => clock, pause: async () => undefined });
      return sizes;
    };
    // 2 nodes take 8 ms, under half of 20: the next part is 4 (16 ms), which is kept.
    expect((await partSizes(4, 2)).slice(0, 4)).toEqual([2, 4, 4, 4]);
    // 8 nodes take 80 ms: the next part is the 2 that fit in 20 ms; 2 take 20 ms, which is kept.
    expect((await partSizes(10, 8)).slice(0, 3)).toEqual([8, 2, 2]);
    // Never below the smallest part, however slow.
    expect((await partSizes(50, 8)).slice(0, 3)).toEqual([8, 2, 2]);
    runner.dispose();
  });

  it('keeps the parts one undo step when the pauses between them take seconds (a background tab)', async () => {
    let clock = 0;
    const store = createFlowStore(branching, { now: () => clock });
    const runner = createLayoutRunner(inProcessWorker);
    const result = await runner.request(store, { direction: 'DOWN' });
    await applyLayout(store, result, { partSize: 1, minPartSize: 1, pause: async () => void (clock += 5_000) });
    expect(store.history.getState().pastStates).toHaveLength(1);
    // Typing still merges only within the store's window.
    dispatch(store, 'renameFlow', { name: 'A' });
    clock += 5_000;
    dispatch(store, 'renameFlow', { name: 'AB' });
    expect(store.history.getState().pastStates).toHaveLength(3);
    runner.dispose();
  });

  it('leaves a node the author moves between parts where the author put it', async () => {
    const store = createFlowStore(branching);
    const runner = createLayoutRunner(inProcessWorker);
    const result = await runner.request(store, { direction: 'DOWN' });
    const last = Object.keys(result.positions).at(-1) ?? '';
    const outcome = await applyLayout(store, result, {
      partSize: 2,
      minPartSize: 1,
      pause: async () => {
        if (store.getDoc().nodes.find((node) => node.id === last)?.position.x !== -500) dispatch(store, 'moveNodes', { positions: { [last]: { x: -500, y: -500 } } });
      },
    });
    expect(outcome).toBe('merged');
    expect(store.getDoc().nodes.find((node) => node.id === last)?.position).toEqual({ x: -500, y: -500 });
    const first = Object.keys(result.positions)[0] ?? '';
    expect(store.getDoc().nodes.find((node) => node.id === first)?.position).toEqual(result.positions[first]);
    runner.dispose();
  });

  it('cancels a layout: the request rejects, the busy worker is stopped and the next request gets a new one', async () => {
    const store = createFlowStore(branching);
    const workers: { terminated: boolean }[] = [];
    const runner = createLayoutRunner(() => {
      const state = { terminated: false };
      workers.push(state);
      // The first worker never answers, as ELK busy with a large flow; later ones answer at once.
      const worker: WorkerLike = workers.length === 1 ? { onmessage: null, postMessage() {}, terminate() {} } : inProcessWorker();
      worker.terminate = () => void (state.terminated = true);
      return worker;
    });
    const controller = new AbortController();
    const pending = runner.request(store, { direction: 'DOWN' }, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers.map((worker) => worker.terminated)).toEqual([true]);
    const next = await runner.request(store, { direction: 'DOWN' });
    expect(Object.keys(next.positions)).toContain('c1');
    expect(workers).toHaveLength(2);
    runner.dispose();
  });

  it('fails a layout whose worker dies instead of waiting for ever, and starts a new worker for the next', async () => {
    const store = createFlowStore(branching);
    let created = 0;
    const runner = createLayoutRunner(() => {
      created += 1;
      if (created > 1) return inProcessWorker();
      const dying: WorkerLike = {
        onmessage: null,
        postMessage() {
          queueMicrotask(() => dying.onerror?.({ message: 'out of memory' }));
        },
        terminate() {},
      };
      return dying;
    });
    await expect(runner.request(store, { direction: 'DOWN' })).rejects.toThrow('The layout worker stopped.');
    const next = await runner.request(store, { direction: 'DOWN' });
    expect(Object.keys(next.positions)).toContain('c1');
    expect(created).toBe(2);
    runner.dispose();
  });

  it('reports a layout failure from the worker', async () => {
    const store = createFlowStore(branching);
    const failing: WorkerLike = {
      onmessage: null,
      postMessage(message) {
        queueMicrotask(() => failing.onmessage?.({ data: { requestId: message.requestId, revision: 0, error: 'boom' } }));
      },
      terminate() {},
    };
    await expect(createLayoutRunner(() => failing).request(store, { direction: 'DOWN' })).rejects.toThrow('boom');
  });
});
