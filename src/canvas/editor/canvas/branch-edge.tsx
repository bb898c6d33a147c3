import { BaseEdge, getBezierPath, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import type { CanvasEdge } from './canvas-types';
import { EdgeLabelPortal } from './edge-label-portal';
import { useNodeDetail } from './level-of-detail';
import { OverlayMarkView } from './overlay-mark';
import { routedPath } from './routed-path';

const bezier = ([path, labelX, labelY]: [string, number, number, number, number]) => ({ path, labelX, labelY });

/**
 * An edge labelled with its branch name ("true", "Yes please"); the plain `next` path stays unlabelled.
 * After an auto-layout it follows the route ELK drew around the other nodes; once either of its nodes
 * moves it is a curve again. The page's overlay may emphasise it as part of a path and add a label
 * below the branch name.
 */
function BranchEdgeInner({ id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, data, selected, markerEnd }: EdgeProps<CanvasEdge>) {
  const { t } = useTranslation();
  const zoomedOut = useNodeDetail() !== 'full';
  const route = data?.route;
  const { path, labelX, labelY } = route
    ? routedPath(route, { x: sourceX, y: sourceY }, { x: targetX, y: targetY })
    : bezier(getBezierPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition }));
  const branch = data?.branch;
  const overlayLabel = data?.overlayLabel;
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd={markerEnd}
        className={cn(selected ? '!stroke-primary !stroke-2' : data?.onPath ? '!stroke-info !stroke-[3]' : '!stroke-muted-foreground/60')}
      />
      {overlayLabel ? (
        <EdgeLabelPortal>
          <OverlayMarkView
            mark={overlayLabel}
            testId={`edge-overlay-${id}`}
            // Below the branch name when there is one, so both stay readable.
            className="nodrag nopan pointer-events-none absolute bg-surface"
            style={{ transform: `translate(-50%, ${branch && !zoomedOut ? '60%' : '-50%'}) translate(${labelX}px, ${labelY}px)` }}
          />
        </EdgeLabelPortal>
      ) : null}
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
