import { useTranslation } from 'react-i18next';
import { clip, type NodeBodyProps, VariableText } from '../shared/view';
import type { ArithmeticData, Operand } from './model';

const operandText = (operand: Operand) => (operand.type === 'number' ? operand.value : operand.name && `{{${operand.name}}}`);

/** `result = left op right`. */
export function arithmeticSummary(data: ArithmeticData): string {
  if (!data.resultVariable) return '';
  return clip(`${data.resultVariable} = ${operandText(data.left) || '?'} ${data.operator} ${operandText(data.right) || '?'}`);
}

export function ArithmeticNodeBody({ data }: NodeBodyProps<ArithmeticData>) {
  const { t } = useTranslation();
  const summary = arithmeticSummary(data);
  return <p className="truncate font-mono text-xs text-surface-foreground">{summary ? <VariableText text={summary} /> : t('canvas.node.empty')}</p>;
}
