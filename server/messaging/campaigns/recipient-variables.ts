import type { VariableSource } from '@/api/contracts/campaigns';

// Read as dispatch sends and by the campaign's report (report-repo.ts): a word of the campaign's rows, under both.

/** The template's variable values for one recipient, from the campaign's mapping. */
export function variablesFor(mapping: Record<string, VariableSource>, columns: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(mapping).map(([name, source]) => [name, source.kind === 'text' ? source.text : (columns[source.column] ?? '')]));
}
