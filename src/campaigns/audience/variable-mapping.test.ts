import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { VariableSlot } from '@/api/rules/template-variable-slots';
import { buildSampleCsv } from './sample-csv';
import { autoMapVariables, mappedColumns, mappingProblems, resolveVariables } from './variable-mapping';

const slots: VariableSlot[] = [
  { key: 'body.1', name: '1', column: 'body_1', example: 'Asha, "A"' },
  { key: 'body.first_name', name: 'first_name', column: 'first_name', example: 'Asha' },
  { key: 'buttons.0.1', name: '1', column: 'buttons_0_1', example: 'A-17' },
];

describe('buildSampleCsv', () => {
  it('has the phone column and one column per variable, filled with the examples and read back intact', () => {
    const { data } = Papa.parse<string[]>(buildSampleCsv(slots), { skipEmptyLines: true });
    expect(data[0]).toEqual(['phone', 'body_1', 'first_name', 'buttons_0_1']);
    expect(data.slice(1).map((row) => row.slice(1))).toEqual([
      ['Asha, "A"', 'Asha', 'A-17'],
      ['Asha, "A"', 'Asha', 'A-17'],
    ]);
    expect(data).toHaveLength(3);
  });
});

describe('variable mapping', () => {
  it('maps columns titled like the variables and leaves the rest to the user', () => {
    expect(autoMapVariables(slots, ['Phone', 'Body 1', 'First Name'])).toEqual({
      'body.1': { kind: 'column', column: 'Body 1' },
      'body.first_name': { kind: 'column', column: 'First Name' },
    });
  });

  it('asks for a source for every variable, an existing column or a non-empty value', () => {
    const mapping = { 'body.1': { kind: 'column' as const, column: 'gone' }, 'body.first_name': { kind: 'fixed' as const, value: ' ' } };
    expect(mappingProblems(slots, mapping, ['name'])).toEqual([
      { key: 'body.1', problem: 'unknown_column' },
      { key: 'body.first_name', problem: 'empty_value' },
      { key: 'buttons.0.1', problem: 'unmapped' },
    ]);
  });

  it('resolves a recipient\'s values from their row and the fixed values', () => {
    const mapping = { 'body.1': { kind: 'column' as const, column: 'name' }, 'body.first_name': { kind: 'fixed' as const, value: 'friend' }, 'buttons.0.1': { kind: 'column' as const, column: 'order' } };
    expect(mappedColumns(mapping)).toEqual(['name', 'order']);
    expect(resolveVariables(slots, mapping, { name: 'Ravi', order: 'B-2' })).toEqual({ 'body.1': 'Ravi', 'body.first_name': 'friend', 'buttons.0.1': 'B-2' });
  });
});
