import { Handle, Position, type NodeProps } from '@xyflow/react';
import { Flag } from 'lucide-react';
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { kindOf, nodeOutputs, type HandleSpec } from '@/canvas/engine';
import { cn } from '@/ui/cn';
import { INPUT_HANDLE, type CanvasNode } from '../canvas/canvas-types';
import { useEditorCatalogue } from '@/canvas/kinds/shared/view';
import { COMPACT_TEXT_PX, useNodeDetail, type DetailLevel } from '../canvas/level-of-detail';
import { OverlayMarkView } from '../canvas/overlay-mark';
import { iconFor } from '../icons';
import { kindView } from '../kind-views';
import { useLayoutDirection } from '../layout/layout-direction';
import { ProblemBadge } from './problem-badge';

function handleLabel(handle: HandleSpec, t: (key: string) => string): string {
  return handle.label || t(handle.labelKey);
}

interface FaceProps {
  id: string;
  detail: DetailLevel;
  kindLabel: string;
  firstLine: string;
  isStart: boolean;
  badge: ReactNode;
}

/**
 * The node seen from afar, laid over its (invisible) full content so the node keeps its size: kind,
 * name and first line in a type that stays about 6 px or more on screen, or bars where even that
 * would not.
 */
function NodeFace({ id, detail, kindLabel, firstLine, isStart, badge }: FaceProps) {
  if (detail === 'sketch') {
    return (
      <div className="absolute inset-0 flex flex-col justify-center gap-3 px-3" data-testid={`node-face-${id}`} data-detail="sketch">
        <span className="flex items-center gap-2">
          <span className="h-3 w-1/2 rounded-full bg-muted-foreground/30" />
          {badge}
        </span>
        <span className="h-3 w-5/6 rounded-full bg-muted" />
      </div>
    );
  }
  return (
    <div
      className="absolute inset-0 flex flex-col justify-center gap-1 overflow-hidden px-3 leading-tight"
      style={{ fontSize: COMPACT_TEXT_PX }}
      data-testid={`node-face-${id}`}
      data-detail="compact"
    >
      <span className="flex min-w-0 items-center gap-2">
        <span className="truncate font-semibold text-surface-foreground">
          {kindLabel} <span className="font-normal text-muted-foreground">{id}</span>
        </span>
        {isStart ? <Flag className="size-[1em] shrink-0 text-success" aria-hidden /> : null}
        {badge}
      </span>
      <span className="truncate text-muted-foreground">{firstLine}</span>
    </div>
  );
}

/**
 * One node on the canvas, whatever its kind: icon, kind, name (the node's id), the kind's body
 * (what the node does), a problem badge, one input handle and one output handle per branch.
 * Zoomed out, the same frame shows a face instead: kind, name and first line in large type, then
 * bars (see `DetailLevel`).
 * Handles face the flow's layout direction: input on top and outputs along the bottom, or input on
 * the left and outputs stacked down the right edge.
 */
function FlowNodeViewInner({ id, data, selected }: NodeProps<CanvasNode>) {
  const { t } = useTranslation();
  const detail = useNodeDetail();
  const catalogue = useEditorCatalogue();
  const zoomedOut = detail !== 'full';
  const rightwards = useLayoutDirection() === 'RIGHT';
  const { node, problems, isStart, overlay } = data;
  const definition = kindOf(node.kind);
  const outputs = useMemo(() => nodeOutputs(node), [node]);
  const Icon = iconFor(definition.icon);
  const view = kindView(node.kind);
  const { Body } = view;
  const title = t(definition.labelKey);
  const badge = problems ? <ProblemBadge summary={problems} nodeId={id} /> : null;

  return (
    <div
      data-overlay={overlay?.active ? 'active' : overlay?.onPath ? 'path' : undefined}
      className={cn(
        'relative w-64 rounded-lg border bg-surface text-sm text-surface-foreground shadow-xs',
        selected ? 'border-primary ring-2 ring-primary/40' : 'border-border',
        problems?.severity === 'error' && !selected && 'border-destructive/60',
        overlay?.onPath && !selected && 'border-info bg-info-soft',
        overlay?.active && 'outline-4 outline-offset-4 outline-info',
      )}
    >
      {overlay?.active || overlay?.onPath ? <span className="sr-only">{t(overlay.active ? 'canvas.overlay.active' : 'canvas.overlay.onPath')}</span> : null}
      {/* Above the frame, clear of the input handle at its top centre. */}
      {overlay?.badge ? <OverlayMarkView mark={overlay.badge} testId={`node-badge-${id}`} className="pointer-events-none absolute end-0 bottom-full mb-1 bg-surface shadow-xs" /> : null}
      {definition.acceptsInput ? (
        <Handle
          type="target"
          position={rightwards ? Position.Left : Position.Top}
          id={INPUT_HANDLE}
          data-testid={`handle-${id}-${INPUT_HANDLE}`}
          // A named point of the drawing: without a role its aria-label is not allowed (axe aria-prohibited-attr).
          role="img"
          aria-label={t('canvas.node.input', { node: title })}
          // Above the node's content, which comes later and is positioned: a connection must be able to land on it.
          className="!z-10 !size-3 !border-2 !border-surface !bg-muted-foreground"
        />
      ) : null}
      {/* Zoomed out the full content is not painted but keeps its room: a node is as tall at every
          zoom, so a fit or a layout made zoomed out still holds when zoomed in. */}
      <div className="relative">
        <div className={zoomedOut ? 'invisible' : undefined} aria-hidden={zoomedOut || undefined}>
          <div className="flex min-w-0 items-center gap-2 px-3 py-2">
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
              <Icon className="size-4" aria-hidden />
            </span>
            <span className="shrink-0 font-medium">{title}</span>
            <span className="min-w-0 truncate text-xs text-muted-foreground" data-testid={`node-name-${id}`}>
              {id}
            </span>
            {isStart ? (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs text-success">
                <Flag className="size-3" aria-hidden />
                {t('canvas.node.start')}
              </span>
            ) : null}
            {zoomedOut ? null : badge}
          </div>
          <div className="border-t border-border px-3 py-2 text-muted-foreground">
            <Body data={node.data} />
          </div>
        </div>
        {zoomedOut ? (
          <NodeFace
            id={id}
            detail={detail}
            kindLabel={title}
            firstLine={view.summary(node.data, catalogue) || t('canvas.node.empty')}
            isStart={isStart}
            badge={badge}
          />
        ) : null}
      </div>
      {outputs.length > 0 ? (
        // Physical right, not logical end: the handles sit on the canvas's right edge in every language.
        <div className={cn('flex border-t border-border', rightwards ? 'flex-col py-1' : 'gap-1 px-2 pt-1')}>
          {outputs.map((handle) => (
            <div key={handle.id} className={cn('relative min-w-0 flex-1 text-xs text-muted-foreground', rightwards ? 'py-0.5 pr-3 text-right' : 'pb-2 text-center')}>
              {zoomedOut ? <span aria-hidden>&nbsp;</span> : <span className="block truncate">{handleLabel(handle, t)}</span>}
              <Handle
                type="source"
                position={rightwards ? Position.Right : Position.Bottom}
                id={handle.id}
                data-testid={`handle-${id}-${handle.id}`}
                role="img"
                aria-label={t('canvas.node.output', { branch: handleLabel(handle, t), node: title })}
                className={cn('!z-10 !size-3 !border-2 !border-surface', handle.required ? '!bg-primary' : '!bg-muted-foreground')}
              />
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export const FlowNodeView = memo(FlowNodeViewInner);
