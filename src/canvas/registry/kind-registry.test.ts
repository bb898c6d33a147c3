import { describe, expect, it } from 'vitest';
import { ACTION_TYPES } from '@/canvas/kernel';
import { createNode, flowDocumentSchema } from '@/canvas/engine';
import { testFlow } from '@/canvas/engine/testing';
import { KIND_REGISTRY, NODE_KINDS, kindOf } from './kind-registry';

describe('kind registry', () => {
  it('holds every spec action type plus NOTE', () => {
    expect([...NODE_KINDS].sort()).toEqual([...ACTION_TYPES, 'NOTE'].sort());
  });

  it.each(NODE_KINDS)('%s default data passes its own schema and the document schema', (kind) => {
    expect(kindOf(kind).dataSchema.safeParse(kindOf(kind).createData()).success).toBe(true);
    expect(flowDocumentSchema.safeParse(testFlow([createNode(kind, 'n1', { x: 0, y: 0 })])).success).toBe(true);
  });

  it('registry keys match the kinds they hold', () => {
    for (const [key, definition] of Object.entries(KIND_REGISTRY)) expect(definition.kind).toBe(key);
  });
});
