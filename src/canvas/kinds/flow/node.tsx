import { useTranslation } from 'react-i18next';
import type { NodeBodyProps } from '../shared/kind-ui-types';
import { clip } from '../shared/settings-kit';
import type { FlowJumpData } from './model';

/** The flow jumped to. */
export function flowJumpSummary(data: FlowJumpData): string {
  return data.flowId ? clip(`→ ${data.flowId}`) : '';
}

export function FlowJumpNodeBody({ data }: NodeBodyProps<FlowJumpData>) {
  const { t } = useTranslation();
  return <p className="truncate">{flowJumpSummary(data) || t('canvas.node.empty')}</p>;
}
