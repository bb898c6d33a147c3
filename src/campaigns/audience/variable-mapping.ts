import type { VariableSlot } from '@/api/rules/template-variable-slots';

/** Where a variable's value comes from: a column of the audience file, or one value for everybody. */
export type VariableSource = { kind: 'column'; column: string } | { kind: 'fixed'; value: string };

/** By slot key (`body.1`). */
export type VariableMapping = Record<string, VariableSource>;

const simplify = (title: string) => title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * A first mapping: each slot takes the column titled like it (`body_1`, `first_name`, `First Name`);
 * slots with no such column are left out for the user to choose.
 */
export function autoMapVariables(slots: readonly VariableSlot[], columns: readonly string[]): VariableMapping {
  const mapping: VariableMapping = {};
  for (const slot of slots) {
    const wanted = [simplify(slot.column), simplify(slot.name)];
    const column = columns.find((c) => simplify(c) === wanted[0]) ?? (/^\d+$/.test(slot.name) ? undefined : columns.find((c) => simplify(c) === wanted[1]));
    if (column) mapping[slot.key] = { kind: 'column', column };
  }
  return mapping;
}

export type MappingProblem = { key: string; problem: 'unmapped' | 'unknown_column' | 'empty_value' };

/** What keeps the mapping step from going on: each slot needs a column of the file or a non-empty value. */
export function mappingProblems(slots: readonly VariableSlot[], mapping: VariableMapping, columns: readonly string[]): MappingProblem[] {
  const problems: MappingProblem[] = [];
  for (const { key } of slots) {
    const source = mapping[key];
    if (!source) problems.push({ key, problem: 'unmapped' });
    else if (source.kind === 'column' && !columns.includes(source.column)) problems.push({ key, problem: 'unknown_column' });
    else if (source.kind === 'fixed' && !source.value.trim()) problems.push({ key, problem: 'empty_value' });
  }
  return problems;
}

/** The columns a mapping reads, to keep only those for valid rows (`AudienceOptions.keepColumns`). */
export const mappedColumns = (mapping: VariableMapping): string[] => [...new Set(Object.values(mapping).flatMap((s) => (s.kind === 'column' ? [s.column] : [])))];

/** One recipient's values by slot key, from the row's cells by column title. */
export function resolveVariables(slots: readonly VariableSlot[], mapping: VariableMapping, values: Readonly<Record<string, string>>): Record<string, string> {
  const resolved: Record<string, string> = {};
  for (const { key } of slots) {
    const source = mapping[key];
    resolved[key] = !source ? '' : source.kind === 'fixed' ? source.value : (values[source.column] ?? '');
  }
  return resolved;
}
