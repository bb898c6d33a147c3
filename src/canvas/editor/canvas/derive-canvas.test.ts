import { describe, expect, it } from 'vitest';
import { createFlowStore, dispatch, validateFlow } from '@/canvas/engine';
import { testEdge, testFlow, testNode, textMessage } from '@/canvas/engine/testing';
import { createCanvasDeriver, summariseProblems } from './derive-canvas';

const none = new Set<string>();

describe('createCanvasDeriver', () => {
  const doc = testFlow(
    [textMessage('m1'), testNode('CONDITION', 'c1'), textMessage('m2'), textMessage('m3')],
    [testEdge('m1', 'next', 'c1'), testEdge('c1', 'true', 'm2'), testEdge('c1', 'false', 'm3')],
  );

  it('reuses the objects of unchanged nodes and edges, so React Flow skips them', () => {
    const store = createFlowStore(doc);
    const derive = createCanvasDeriver((node) => node.id);
    const before = derive.nodes(store.getDoc(), none, new Map(), new Map());
    const edgesBefore = derive.edges(store.getDoc(), none);
    dispatch(store, 'moveNodes', { positions: { m2: { x: 40, y: 40 } } });
    const after = derive.nodes(store.getDoc(), none, new Map(), new Map());
    expect(after.filter((node, index) => node !== before[index]).map((node) => node.id)).toEqual(['m2']);
    // A move changes no edge, so React Flow gets the very same array and does not re-index edges.
    expect(derive.edges(store.getDoc(), none)).toBe(edgesBefore);
    dispatch(store, 'renameFlow', { name: 'Renamed' });
    expect(derive.edges(store.getDoc(), none)).toBe(edgesBefore);
  });

  it('rebuilds the edges of a node whose content changes, since their names come from it', () => {
    const store = createFlowStore(doc);
    const derive = createCanvasDeriver((node) => `${node.id} ${JSON.stringify(node.data).length}`);
    const edgesBefore = derive.edges(store.getDoc(), none);
    dispatch(store, 'updateNodeData', { nodeId: 'm2', field: 'content.text', value: 'A longer text than before' });
    const edges = derive.edges(store.getDoc(), none);
    expect(edges.filter((edge, index) => edge !== edgesBefore[index]).map((edge) => edge.id)).toEqual(['c1-true-m2']);
    expect(edges[1]?.ariaLabel).not.toBe(edgesBefore[1]?.ariaLabel);
  });

  it('names a moved node without summarising it again, and renames it when its content changes', () => {
    const store = createFlowStore(doc);
    const named: string[] = [];
    const derive = createCanvasDeriver((node) => {
      named.push(node.id);
      return `${node.id}: ${JSON.stringify(node.data).length}`;
    });
    derive.nodes(store.getDoc(), none, new Map(), new Map());
    named.length = 0;
    dispatch(store, 'moveNodes', { positions: { m2: { x: 40, y: 40 } } });
    const moved = derive.nodes(store.getDoc(), none, new Map(), new Map());
    expect(named).toEqual([]);
    expect(moved[2]?.position).toEqual({ x: 40, y: 40 });
    const label = moved[2]?.ariaLabel;
    dispatch(store, 'updateNodeData', { nodeId: 'm2', field: 'content.text', value: 'A longer text than before' });
    const edited = derive.nodes(store.getDoc(), none, new Map(), new Map());
    expect(named).toEqual(['m2']);
    expect(edited[2]?.ariaLabel).not.toBe(label);
  });

  it('draws an edge along its layout route until one of its two nodes moves', () => {
    const store = createFlowStore(doc);
    const derive = createCanvasDeriver((node) => node.id);
    const points = [{ x: 100, y: 60 }, { x: 100, y: 130 }, { x: 400, y: 130 }, { x: 400, y: 200 }];
    const positions = { c1: { x: 0, y: 0 }, m3: { x: 300, y: 200 } };
    dispatch(store, 'autoLayout', { positions, routes: { 'c1-false-m3': { points, source: positions.c1, target: positions.m3 } } });
    const routed = derive.edges(store.getDoc(), none);
    expect(routed.map((edge) => edge.data?.route ?? null)).toEqual([null, null, points]);
    dispatch(store, 'moveNodes', { positions: { m1: { x: -300, y: 0 } } });
    expect(derive.edges(store.getDoc(), none)).toBe(routed);
    dispatch(store, 'moveNodes', { positions: { m3: { x: 320, y: 200 } } });
    const moved = derive.edges(store.getDoc(), none);
    expect(moved.filter((edge, index) => edge !== routed[index]).map((edge) => edge.id)).toEqual(['c1-false-m3']);
    expect(moved[2]?.data?.route).toBeNull();
  });

  it('labels branch edges and leaves the plain next path unlabelled', () => {
    const edges = createCanvasDeriver((node) => node.id).edges(doc, none);
    expect(edges.map((edge) => edge.data?.branch?.id ?? null)).toEqual([null, 'true', 'false']);
    expect(edges[1]).toMatchObject({ sourceHandle: 'true', targetHandle: 'in', ariaLabel: 'c1 → m2' });
  });

  it('marks selection, the start node and problem counts', () => {
    const summaries = summariseProblems(validateFlow(testFlow([textMessage('m1'), testNode('API', 'a1', { url: 'x' })])));
    const nodes = createCanvasDeriver((node) => node.id).nodes(doc, new Set(['c1']), new Map(), summaries);
    expect(nodes.find((node) => node.id === 'c1')?.selected).toBe(true);
    expect(nodes.find((node) => node.id === 'm1')?.data.isStart).toBe(true);
    expect(summaries.get('a1')).toMatchObject({ severity: 'error' });
  });

  it('draws the overlay and rebuilds only the nodes and edges whose overlay changed', () => {
    const derive = createCanvasDeriver((node) => node.id);
    const badge = (text: string) => ({ text, label: `${text} reached`, tone: 'neutral' as const });
    const first = derive.nodes(doc, none, new Map(), new Map(), { activeNodeId: 'm1', nodeBadges: new Map([['m1', badge('2')], ['c1', badge('1')]]) });
    expect(first.find((node) => node.id === 'm1')?.data.overlay).toEqual({ active: true, onPath: false, badge: badge('2') });
    expect(first.find((node) => node.id === 'm2')?.data.overlay).toBeNull();

    // A new map with equal badges, and the run moved from m1 to c1.
    const second = derive.nodes(doc, none, new Map(), new Map(), {
      activeNodeId: 'c1',
      pathNodeIds: new Set(['m1']),
      nodeBadges: new Map([['m1', badge('2')], ['c1', badge('1')]]),
    });
    expect(second.filter((node, index) => node !== first[index]).map((node) => node.id)).toEqual(['m1', 'c1']);
    expect(second.find((node) => node.id === 'm1')?.data.overlay).toMatchObject({ active: false, onPath: true });

    const edgesBefore = derive.edges(doc, none);
    const edges = derive.edges(doc, none, { pathEdgeIds: new Set(['m1-next-c1']), edgeLabels: new Map([['c1-true-m2', badge('1')]]) });
    expect(edges.filter((edge, index) => edge !== edgesBefore[index]).map((edge) => edge.id)).toEqual(['m1-next-c1', 'c1-true-m2']);
    expect(edges[0]?.data).toMatchObject({ onPath: true, overlayLabel: null });
    expect(edges[1]?.data).toMatchObject({ onPath: false, overlayLabel: badge('1') });
  });

  it('keeps a summary object while its count and severity stay the same', () => {
    const problems = validateFlow(testFlow([textMessage('m1'), testNode('API', 'a1', { url: 'x' })]));
    const first = summariseProblems(problems);
    expect(summariseProblems([...problems], first).get('a1')).toBe(first.get('a1'));
  });

  it('hides every node from React Flow in the overview and gives it no edges, and shows them again after', () => {
    const derive = createCanvasDeriver((node) => node.id);
    const overview = { overview: true };
    expect(derive.nodes(doc, none, new Map(), new Map(), {}, overview).every((node) => node.hidden)).toBe(true);
    expect(derive.edges(doc, none, {}, overview)).toEqual([]);
    expect(derive.nodes(doc, none, new Map(), new Map()).some((node) => node.hidden)).toBe(false);
    expect(derive.edges(doc, none).map((edge) => edge.id)).toEqual(['m1-next-c1', 'c1-true-m2', 'c1-false-m3']);
  });

  it('gives unmeasured nodes estimated handles, so React Flow need not render them to place edges', () => {
    const derive = createCanvasDeriver((node) => node.id);
    const nodes = derive.nodes(doc, none, new Map([['m1', { width: 256, height: 120 }]]), new Map());
    expect(nodes.find((node) => node.id === 'm1')?.handles).toBeUndefined();
    const condition = nodes.find((node) => node.id === 'c1');
    expect(condition?.handles?.map((handle) => `${handle.type}:${handle.id}`)).toEqual(['target:in', 'source:true', 'source:false']);
    const [, yes, no] = condition?.handles ?? [];
    expect(yes && no && yes.x < no.x).toBe(true);
  });

  it('places estimated handles on the sides of a left-to-right flow, outputs down the right side', () => {
    const derive = createCanvasDeriver((node) => node.id);
    const downwards = derive.nodes(doc, none, new Map(), new Map()).find((node) => node.id === 'c1');
    const condition = derive.nodes(doc, none, new Map(), new Map(), {}, { overview: false, rightwards: true }).find((node) => node.id === 'c1');
    expect(condition).not.toBe(downwards);
    const [input, yes, no] = condition?.handles ?? [];
    expect([input?.position, yes?.position, no?.position]).toEqual(['left', 'right', 'right']);
    expect(yes && no && yes.x === no.x && yes.y < no.y).toBe(true);
    expect(input && yes && input.x < yes.x).toBe(true);
  });
});
