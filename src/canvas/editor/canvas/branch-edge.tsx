import { BaseEdge, getBezierPath, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import type { CanvasEdge } from './canvas-types';
import { EdgeLabelPortal } from './edge-label-portal';
import { useZoomedOut } from './level-of-detail';

/** An edge labelled with its branch name ("true", "Yes please"); the plain `next` path stays unlabelled. */
function BranchEdgeInner({ id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data, selected, markerEnd }: EdgeProps<CanvasEdge>) {
  const { t } = useTranslation();
  const zoomedOut = useZoomedOut();
  const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition });
  const branch = data?.branch;
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} className={cn(selected ? '!stroke-primary !stroke-2' : '!stroke-muted-foreground/60')} />
      {branch && !zoomedOut ? (
        <EdgeLabelPortal>
          <span
            data-testid={`edge-label-${id}`}
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
            className="nodrag nopan pointer-events-none absolute rounded-sm border border-border bg-surface px-1.5 py-0.5 text-xs text-muted-foreground"
          >
            {branch.label || t(branch.labelKey)}
          </span>
        </EdgeLabelPortal>
      ) : null}
    </>
  );
}

export const BranchEdge = memo(BranchEdgeInner);
