import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS, documentTypeOf, kindOf, type NodeKind } from '@/canvas/engine';
import { cn } from '@/ui/cn';
import { useAddNode } from '../canvas/use-add-node';
import { iconFor } from '../icons';
import { useEditor } from '../state/editor-context';
import { useFlowState } from '../state/use-flow-state';

/** Data carried by a palette drag, read by the drop handler. */
export interface PaletteDragData {
  kind: NodeKind;
}

function PaletteItem({ kind }: { kind: NodeKind }) {
  const { t } = useTranslation();
  const addNode = useAddNode();
  const definition = kindOf(kind);
  const label = t(definition.labelKey);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `palette-${kind}`, data: { kind } satisfies PaletteDragData });
  const Icon = iconFor(definition.icon);
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      // Click and Enter add the node at the centre of the view: the path that needs no pointer drag.
      onClick={() => addNode(kind)}
      data-testid={`palette-${kind}`}
      aria-label={t('canvas.palette.add', { kind: label })}
      aria-describedby={undefined}
      className={cn(
        'flex w-full cursor-grab items-center gap-2 rounded-md border border-border bg-surface px-3 py-2 text-start text-sm shadow-xs hover:border-primary/50 hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring',
        isDragging && 'opacity-50',
      )}
    >
      <Icon className="size-4 text-primary" aria-hidden />
      {label}
    </button>
  );
}

/** The node kinds of the document's type, from the engine's kind registry: drag one onto the canvas, or click it. */
export function Palette() {
  const { t } = useTranslation();
  const { readOnly } = useEditor();
  const type = useFlowState((state) => documentTypeOf(state.doc));
  if (readOnly) return null;
  return (
    <nav aria-label={t('canvas.palette.title')} data-testid="palette" className="grid gap-2 p-3">
      <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('canvas.palette.title')}</h2>
      <ul className="grid gap-2">
        {DOCUMENT_KINDS[type].map((kind) => (
          <li key={kind}>
            <PaletteItem kind={kind} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
