import { describe, expect, it } from 'vitest';
import { SIGNUP_FLOW, type FlowDocument } from '@/canvas/engine';
import { differingPaths, diffFlows } from './diff-flows';

const clone = (doc: FlowDocument): FlowDocument => structuredClone(doc);

describe('diffFlows', () => {
  it('finds nothing between a flow and its copy, whatever the measured sizes', () => {
    const copy = clone(SIGNUP_FLOW);
    copy.nodes[0]!.measured = { width: 10, height: 10 };
    expect(diffFlows(SIGNUP_FLOW, copy)).toEqual({ added: [], removed: [], changed: [], edges: { added: [], removed: [] }, flowFields: [] });
  });

  it('lists added, removed and changed nodes with field paths, rewired edges and flow fields', () => {
    const draft = clone(SIGNUP_FLOW);
    const bye = draft.nodes.find((node) => node.id === 'bye')!;
    draft.nodes = draft.nodes.filter((node) => node.id !== 'api-down');
    draft.nodes.push({ ...clone(SIGNUP_FLOW).nodes.find((node) => node.id === 'bye')!, id: 'bye-2' });
    if (bye.kind === 'MESSAGE' && bye.data.content.type === 'text_message') bye.data.content.text = 'See you!';
    bye.position = { x: bye.position.x + 5, y: bye.position.y };
    draft.edges = draft.edges.map((edge) => (edge.source === 'register' && edge.sourceHandle === 'failure' ? { ...edge, target: 'bye' } : edge));
    draft.settings = { ...draft.settings, timeoutSeconds: 60 };
    const diff = diffFlows(SIGNUP_FLOW, draft);
    expect(diff.added).toEqual([{ id: 'bye-2', kind: 'MESSAGE' }]);
    expect(diff.removed).toEqual([{ id: 'api-down', kind: 'MESSAGE' }]);
    expect(diff.changed).toEqual([{ id: 'bye', kind: 'MESSAGE', fields: ['data.content.text', 'position.x'] }]);
    const rewired = SIGNUP_FLOW.edges.find((edge) => edge.source === 'register' && edge.sourceHandle === 'failure')!.id;
    expect(diff.edges).toEqual({ added: [rewired], removed: [rewired] });
    expect(diff.flowFields).toEqual(['settings.timeoutSeconds']);
  });

  it('names array items by index and type changes by their path', () => {
    expect(differingPaths({ a: [1, 2] }, { a: [1, 3, 4] })).toEqual(['a.1', 'a.2']);
    expect(differingPaths({ a: { b: 1 } }, { a: null })).toEqual(['a']);
    expect(differingPaths(1, 2)).toEqual(['(root)']);
  });

  it('shows declared languages and translations as changes', () => {
    const draft = clone(SIGNUP_FLOW);
    draft.languages = { default: 'en', others: ['ar'] };
    draft.nodes[0]!.translations = { ar: { 'content.text': 'مرحبا' } };
    const diff = diffFlows(SIGNUP_FLOW, draft);
    expect(diff.flowFields).toEqual(['languages']);
    expect(diff.changed).toEqual([{ id: draft.nodes[0]!.id, kind: draft.nodes[0]!.kind, fields: ['translations'] }]);
  });
});
