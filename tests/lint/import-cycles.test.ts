// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the test command, without types
import { importCycles } from '../../scripts/import-cycles.mjs';

describe('the import-cycle check of the test command', () => {
  it('names both files of a circle', async () => {
    const cycles: string[][] = await importCycles(['tests/lint/cycle-fixture/*.ts']);
    expect(cycles.map((cycle) => [...cycle].sort())).toEqual([['tests/lint/cycle-fixture/a.ts', 'tests/lint/cycle-fixture/b.ts']]);
  });
});
