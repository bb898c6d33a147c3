import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dispatch, documentTypeOf, kindOf } from '@/canvas/engine';
import { iconFor } from '../icons';
import { kindView } from '../kind-views';
import { useEditor } from '../state/editor-context';
import { useFlowState } from '../state/use-flow-state';
import { FlowLanguagesPanel } from './flow-languages-panel';
import { FlowSettingsPanel } from './flow-settings-panel';
import { NodeTranslations } from './node-translations';
import { useNodeProblems } from './use-node-problems';

/**
 * Settings of the one selected node. Every edit is an `updateNodeData`; the engine coalesces a burst
 * of typing in one field into one undo step.
 */
export function InspectorPanel() {
  const { t } = useTranslation();
  const { store, readOnly, validation, pendingFieldFocus, clearFieldFocus } = useEditor();
  const nodeId = useFlowState((state) => (state.selection.nodeIds.length === 1 ? (state.selection.nodeIds[0] ?? null) : null));
  const node = useFlowState((state) => (nodeId ? state.doc.nodes.find((candidate) => candidate.id === nodeId) : undefined));
  const panel = useRef<HTMLElement>(null);
  const nodeProblems = useNodeProblems(store, nodeId, validation);
  // Handover and timeout are a chatbot conversation's; an automation has no settings of its own.
  const isChatbot = useFlowState((state) => documentTypeOf(state.doc) === 'chatbot');

  const onChange = useCallback(
    (field: string, value: unknown) => {
      if (nodeId) dispatch(store, 'updateNodeData', { nodeId, field, value });
    },
    [store, nodeId],
  );
  const onReplace = useCallback(
    (data: unknown) => {
      if (nodeId) dispatch(store, 'updateNodeData', { nodeId, value: data });
    },
    [store, nodeId],
  );

  // A problem click or Enter on a node asks for a field; focus it once the form for that node shows.
  useEffect(() => {
    if (pendingFieldFocus === null || !node || !panel.current) return;
    const controls = [...panel.current.querySelectorAll<HTMLElement>('[data-field]')];
    const target = controls.find((control) => control.dataset.field === pendingFieldFocus) ?? controls[0] ?? panel.current;
    target.focus();
    clearFieldFocus();
  }, [pendingFieldFocus, node, clearFieldFocus]);

  if (!node) {
    return (
      <aside ref={panel} tabIndex={-1} aria-label={t('canvas.inspector.title')} data-testid="inspector" className="grid content-start gap-4 p-4">
        <p className="text-sm text-muted-foreground">{t('canvas.inspector.empty')}</p>
        {isChatbot ? (
          <>
            <FlowSettingsPanel />
            <FlowLanguagesPanel />
          </>
        ) : null}
      </aside>
    );
  }

  const definition = kindOf(node.kind);
  const Icon = iconFor(definition.icon);
  const { Settings } = kindView(node.kind);
  return (
    <aside ref={panel} tabIndex={-1} aria-labelledby="inspector-title" data-testid="inspector" className="grid content-start gap-4 p-4">
      <h2 id="inspector-title" className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-4 text-primary" aria-hidden />
        {t(definition.labelKey)}
        <span className="font-normal text-muted-foreground">{node.id}</span>
      </h2>
      <fieldset disabled={readOnly} className="min-w-0">
        <Settings key={node.id} data={node.data} onChange={onChange} onReplace={onReplace} problems={nodeProblems} readOnly={readOnly} />
      </fieldset>
      <NodeTranslations node={node} problems={nodeProblems} readOnly={readOnly} />
    </aside>
  );
}
