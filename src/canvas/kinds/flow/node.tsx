import { useTranslation } from 'react-i18next';
import { catalogueName, clip, type EditorCatalogue, type NodeBodyProps, useEditorCatalogue } from '../shared/view';
import type { FlowJumpData } from './model';

/** The flow jumped to, by name when the catalogue knows it. */
export function flowJumpSummary(data: FlowJumpData, catalogue?: EditorCatalogue): string {
  return data.flowId ? clip(`→ ${catalogueName(catalogue?.flows, data.flowId) ?? data.flowId}`) : '';
}

export function FlowJumpNodeBody({ data }: NodeBodyProps<FlowJumpData>) {
  const { t } = useTranslation();
  const catalogue = useEditorCatalogue();
  return <p className="truncate font-medium text-surface-foreground">{flowJumpSummary(data, catalogue) || t('canvas.node.empty')}</p>;
}
