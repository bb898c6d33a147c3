import { describe, expect, it } from 'vitest';
import { createFlowStore } from '../store/create-flow-store';
import { dispatch } from '../commands/dispatch';
import { textMessage, testEdge, testFlow } from '../testing/flow-fixtures';
import { layoutPlanOf } from './layout-input';
import { createLayoutService, type LayoutRequest, type LayoutResponse } from './layout-protocol';
import { createLayoutRunner, type WorkerLike } from './layout-runner';

const flow = testFlow([textMessage('a'), textMessage('b'), textMessage('c')], [testEdge('a', 'next', 'b'), testEdge('b', 'next', 'c')]);

function requestOf(id: number, direction: 'DOWN' | 'RIGHT' = 'DOWN', doc = flow): LayoutRequest {
  return { requestId: id, revision: 1, input: layoutPlanOf(doc, { direction })?.input ?? null };
}

const reusedOf = (response: LayoutResponse) => ('timings' in response ? response.timings.reused : undefined);
const positionsOf = (response: LayoutResponse) => ('output' in response ? Array.from(response.output.positions) : []);

describe('layout service (the worker side)', () => {
  it('answers the same input again with the answer it computed, without running ELK', async () => {
    const service = createLayoutService();
    const first = await service.handle(requestOf(1));
    const second = await service.handle(requestOf(2));
    expect([reusedOf(first), reusedOf(second)]).toEqual([false, true]);
    expect(second).toMatchObject({ requestId: 2 });
    expect(positionsOf(second)).toEqual(positionsOf(first));
    // The first answer's arrays went to the page (transferred): the worker's copy is its own.
    if ('output' in first) first.output.positions.fill(-1);
    expect(positionsOf(await service.handle(requestOf(3)))).toEqual(positionsOf(second));
  });

  it('lays out again when the direction, a size or an edge changed', async () => {
    const service = createLayoutService();
    await service.handle(requestOf(1));
    expect(reusedOf(await service.handle(requestOf(2, 'RIGHT')))).toBe(false);
    const wider = requestOf(3, 'RIGHT');
    wider.input!.sizes[0] = 999;
    expect(reusedOf(await service.handle(wider))).toBe(false);
    const fewerEdges = requestOf(4, 'RIGHT', testFlow(flow.nodes, flow.edges.slice(1)));
    expect(reusedOf(await service.handle(fewerEdges))).toBe(false);
  });

  it('holds a request behind the one running and answers it with that one\'s result when the input is the same', async () => {
    const service = createLayoutService();
    const [first, second] = await Promise.all([service.handle(requestOf(1)), service.handle(requestOf(2))]);
    expect([reusedOf(first), reusedOf(second)]).toEqual([false, true]);
  });
});

describe('layout runner: prepared layouts', () => {
  function serviceWorker(answers: LayoutResponse[]): WorkerLike {
    const service = createLayoutService();
    const worker: WorkerLike = {
      onmessage: null,
      postMessage(message: LayoutRequest) {
        void service.handle(structuredClone(message)).then((data) => {
          answers.push(data);
          worker.onmessage?.({ data });
        });
      },
      terminate() {},
    };
    return worker;
  }

  it('answers a layout of an unchanged flow with the one prepared while idle, and lays out a changed flow afresh', async () => {
    const answers: LayoutResponse[] = [];
    const store = createFlowStore(flow);
    const runner = createLayoutRunner(() => serviceWorker(answers));
    runner.prepare(store, { direction: 'DOWN' });
    const result = await runner.request(store, { direction: 'DOWN' });
    expect(answers.map(reusedOf)).toEqual([false, true]);
    expect(result.positions.c!.y).toBeGreaterThan(result.positions.b!.y);

    dispatch(store, 'disconnect', { edgeIds: [flow.edges[1]!.id] });
    await runner.request(store, { direction: 'DOWN' });
    expect(answers.map(reusedOf)).toEqual([false, true, false]);
    runner.dispose();
  });
});
