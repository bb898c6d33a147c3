import type { FlowDocument, FlowNode } from '../model/flow-schema';
import type { Problem } from '@/canvas/kernel';

function collectText(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value.toLowerCase());
  else if (Array.isArray(value)) for (const item of value) collectText(item, out);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) collectText(item, out);
}

function nodeText(node: FlowNode): string {
  const parts: string[] = [node.id.toLowerCase(), node.kind.toLowerCase()];
  collectText(node.data, parts);
  return parts.join('\n');
}

/**
 * Finds nodes by free text (any string in their data, their id), by `kind:<kind>` and by
 * `is:invalid` (nodes with an error) or `is:warning`; terms combine with AND.
 * @example searchNodes(doc, 'kind:api is:invalid', validateFlow(doc)) // ids of API nodes with errors
 */
export function searchNodes(doc: FlowDocument, query: string, problems: readonly Problem[] = []): string[] {
  const terms = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const withError = new Set(problems.filter((found) => found.severity === 'error').map((found) => found.nodeId));
  const withWarning = new Set(problems.filter((found) => found.severity === 'warning').map((found) => found.nodeId));
  return doc.nodes
    .filter((node) => {
      let text: string | undefined;
      return terms.every((term) => {
        if (term.startsWith('kind:')) return node.kind.toLowerCase() === term.slice(5);
        if (term === 'is:invalid') return withError.has(node.id);
        if (term === 'is:warning') return withWarning.has(node.id);
        text ??= nodeText(node);
        return text.includes(term);
      });
    })
    .map((node) => node.id);
}
