import { describe, expect, it } from 'vitest';
import { generateFlow } from '../testing/generate-flow';
import { exportFlow, importFlow, readFlowDocument } from './import-export';

describe('exportFlow / importFlow', () => {
  it('round-trips a generated flow of every kind', () => {
    const doc = generateFlow({ nodeCount: 200, seed: 3 });
    const result = importFlow(exportFlow(doc));
    expect(result).toEqual({ ok: true, doc });
  });

  it('names every bad path', () => {
    const doc = JSON.parse(exportFlow(generateFlow({ nodeCount: 5, seed: 1 })));
    doc.name = 42;
    doc.nodes[0].data.content.type = 'fax';
    doc.nodes[1].position.x = 'left';
    doc.edges[0].target = '';
    const result = importFlow(JSON.stringify(doc));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect([...new Set(result.errors.map((error) => error.path))].sort()).toEqual(
      ['edges.0.target', 'name', 'nodes.0.data.content.type', 'nodes.1.position.x'].sort(),
    );
  });

  it('reports an unknown node kind at its path', () => {
    const doc = JSON.parse(exportFlow(generateFlow({ nodeCount: 2 })));
    doc.nodes[1].kind = 'TELEPORT';
    const result = importFlow(JSON.stringify(doc));
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(['nodes.1.kind']);
  });

  it('refuses duplicate node ids', () => {
    const doc = JSON.parse(exportFlow(generateFlow({ nodeCount: 3 })));
    doc.nodes[2].id = doc.nodes[0].id;
    const result = importFlow(JSON.stringify(doc));
    expect(result.ok ? [] : result.errors).toEqual([{ path: 'nodes.2.id', message: expect.stringContaining('Duplicate') }]);
  });

  it('migrates schema version 1 (settings at the top level)', () => {
    const { settings, ...current } = generateFlow({ nodeCount: 3 });
    const v1 = { ...current, schemaVersion: 1, ...settings };
    const result = importFlow(JSON.stringify(v1));
    expect(result.ok && result.doc.settings).toEqual(settings);
    expect(result.ok && result.doc.schemaVersion).toBe(2);
  });

  it('reads a stored version 1 object the same way: migrated, checked, with its settings', () => {
    const { settings, ...current } = generateFlow({ nodeCount: 3 });
    const result = readFlowDocument({ ...current, schemaVersion: 1, ...settings });
    expect(result.ok && result.doc).toEqual({ ...current, schemaVersion: 2, settings });
    expect(readFlowDocument(null)).toEqual({ ok: false, errors: [{ path: '', message: expect.any(String) }] });
  });

  it('refuses a future schema version with a clear message', () => {
    const doc = { ...generateFlow({ nodeCount: 1 }), schemaVersion: 9 };
    const result = importFlow(JSON.stringify(doc));
    expect(result.ok ? '' : result.errors[0]?.message).toMatch(/schema version 9.*newer console/);
  });

  it('refuses text that is not JSON, or has no schema version', () => {
    expect(importFlow('{nope').ok).toBe(false);
    expect(importFlow('{}')).toEqual({ ok: false, errors: [{ path: 'schemaVersion', message: expect.any(String) }] });
  });
});
