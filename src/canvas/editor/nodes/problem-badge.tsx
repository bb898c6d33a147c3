import { CircleAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import type { ProblemSummary } from '../canvas/canvas-types';

/** Count and severity of a node's problems, readable without colour (icon + text). */
export function ProblemBadge({ summary, nodeId }: { summary: ProblemSummary; nodeId: string }) {
  const { t } = useTranslation();
  const Icon = summary.severity === 'error' ? CircleAlert : TriangleAlert;
  return (
    <span
      data-testid={`node-problems-${nodeId}`}
      data-severity={summary.severity}
      title={t(`canvas.node.problems.${summary.severity}`, { count: summary.count })}
      aria-label={t(`canvas.node.problems.${summary.severity}`, { count: summary.count })}
      className={cn(
        'ms-auto inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        summary.severity === 'error' ? 'bg-destructive-soft text-destructive' : 'bg-warning-soft text-warning',
      )}
    >
      <Icon className="size-3" aria-hidden />
      {summary.count}
    </span>
  );
}
