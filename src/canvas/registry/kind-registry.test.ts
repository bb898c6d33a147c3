import { describe, expect, it } from 'vitest';
import { ACTION_TYPES } from '@/canvas/kernel';
import { createEmptyFlow, createNode, dispatch, createFlowStore, flowDocumentSchema } from '@/canvas/engine';
import { testFlow } from '@/canvas/engine/testing';
import { DOCUMENT_KINDS, KIND_REGISTRY, NODE_KINDS, documentAllows, kindOf } from './kind-registry';

describe('kind registry', () => {
  it('a chatbot flow holds every spec action type plus NOTE', () => {
    expect([...DOCUMENT_KINDS.chatbot].sort()).toEqual([...ACTION_TYPES, 'NOTE'].sort());
  });

  it('an automation holds its triggers and actions, CONDITION and NOTE, and no chatbot-only kind', () => {
    expect(DOCUMENT_KINDS.automation).toEqual(expect.arrayContaining(['KEYWORD_TRIGGER', 'SEND_TEMPLATE', 'TAG_CONTACT', 'WAIT', 'CONDITION', 'NOTE']));
    expect(documentAllows('automation', 'MESSAGE')).toBe(false);
    expect(documentAllows('chatbot', 'SEND_TEMPLATE')).toBe(false);
  });

  it.each(NODE_KINDS)('%s default data passes its own schema and the document schema of its type', (kind) => {
    expect(kindOf(kind).dataSchema.safeParse(kindOf(kind).createData()).success).toBe(true);
    const documentType = documentAllows('chatbot', kind) ? undefined : 'automation';
    expect(flowDocumentSchema.safeParse({ ...testFlow([createNode(kind, 'n1', { x: 0, y: 0 })]), ...(documentType ? { documentType } : {}) }).success).toBe(true);
  });

  it('a document refuses a node of another type by its path, and addNode does not add one', () => {
    const automation = { ...testFlow([createNode('MESSAGE', 'n1', { x: 0, y: 0 })]), documentType: 'automation' };
    const parsed = flowDocumentSchema.safeParse(automation);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))).toEqual(['nodes.0.kind']);
    const store = createFlowStore(createEmptyFlow({ id: 'a1', botId: '', name: 'Price', documentType: 'automation' }));
    expect(dispatch(store, 'addNode', { kind: 'MESSAGE', position: { x: 0, y: 0 } })).toBe(false);
    expect(dispatch(store, 'addNode', { kind: 'KEYWORD_TRIGGER', position: { x: 0, y: 0 } })).toBe(true);
    expect(store.getDoc().startNodeId).toBe(store.getDoc().nodes[0]?.id);
  });

  it('registry keys match the kinds they hold', () => {
    for (const [key, definition] of Object.entries(KIND_REGISTRY)) expect(definition.kind).toBe(key);
  });
});
