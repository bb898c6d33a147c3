import { kindOf, type FlowNode } from '@/canvas/engine';
import type { EditorCatalogue } from '@/canvas/kinds/shared/view';
import { kindView } from '../kind-views';

type Translate = (key: string) => string;

/**
 * The name a person uses for a node: its summary ("Ask name"), else its kind and id. Used for
 * aria labels, announcements and pick lists.
 */
export function nodeName(node: FlowNode, t: Translate, catalogue?: EditorCatalogue): string {
  return kindView(node.kind).summary(node.data, catalogue) || `${t(kindOf(node.kind).labelKey)} ${node.id}`;
}
