import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLayout, createLayoutRunner, type FlowDocument, type FlowStore, type WorkerLike } from '@/canvas/engine';
import { cn } from '@/ui/cn';
import { TooltipProvider } from '@/ui/tooltip';
import type { CanvasEdge, CanvasNode } from './canvas/canvas-types';
import { FlowCanvas } from './canvas/flow-canvas';
import { FIT_ALL_NODES } from './canvas/level-of-detail';
import { InspectorPanel } from './inspector/inspector-panel';
import { ImportDialog } from './io/import-dialog';
import { ConnectDialog } from './keyboard/connect-dialog';
import { useEditorKeys } from './keyboard/use-editor-keys';
import { createLayoutWorker } from './layout-worker';
import { Palette } from './palette/palette';
import { PaletteDropContext } from './palette/palette-drop';
import { ProblemsPanel } from './problems/problems-panel';
import { CanvasSearch } from './search/canvas-search';
import { EditorContext, useEditor, type EditorContextValue, type EditorPanels } from './state/editor-context';
import { useAnnouncer } from './state/use-announcer';
import { useDebouncedProblems } from './state/use-debounced-problems';
import { ContextMenu, type ContextMenuState } from './toolbar/context-menu';
import { Toolbar } from './toolbar/toolbar';

export interface FlowEditorProps {
  /** The open flow's engine store; the editor renders it and changes it only through commands. */
  store: FlowStore;
  onSave(doc: FlowDocument): void | Promise<void>;
  onPublish(doc: FlowDocument): void | Promise<void>;
  readOnly?: boolean;
  /** Creates the layout worker; tests and benchmarks may pass an in-process fake. */
  layoutWorker?: () => WorkerLike;
  className?: string;
}

const wide = () => typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;

/** Side panels are columns from 768 px up and bottom sheets below, so the canvas keeps the phone screen. */
const sheet = 'fixed inset-x-0 bottom-0 z-40 max-h-[60dvh] overflow-auto rounded-t-xl border-t border-border bg-surface shadow-lg md:static md:z-auto md:max-h-none md:rounded-none md:shadow-none';

function EditorLayout() {
  const { panels } = useEditor();
  const keys = useEditorKeys();
  const [menu, setMenu] = useState<ContextMenuState | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);
  return (
    <div tabIndex={-1} onKeyDown={keys.onKeyDown} onFocus={keys.onFocus} data-testid="flow-editor" className="flex h-full min-h-0 flex-col bg-background text-foreground outline-none">
      <Toolbar />
      <div className="relative flex min-h-0 flex-1">
        <PaletteDropContext>
          <div className={cn(sheet, 'md:w-56 md:shrink-0 md:border-e md:border-t-0', panels.paletteOpen ? 'block' : 'hidden')}>
            <Palette />
          </div>
          <main className="relative min-w-0 flex-1">
            <FlowCanvas onMenu={setMenu} />
            {panels.searchOpen ? <CanvasSearch /> : null}
          </main>
        </PaletteDropContext>
        <div className={cn(sheet, 'md:w-80 md:shrink-0 md:border-s md:border-t-0', panels.inspectorOpen ? 'block' : 'hidden')}>
          <InspectorPanel />
        </div>
      </div>
      <div className="border-t border-border bg-surface">
        <ProblemsPanel />
      </div>
      {menu ? <ContextMenu menu={menu} onClose={closeMenu} /> : null}
      <ConnectDialog />
      <ImportDialog />
    </div>
  );
}

function EditorRoot({ store, onSave, onPublish, readOnly = false, layoutWorker = createLayoutWorker, className }: FlowEditorProps) {
  const { t } = useTranslation();
  const flow = useReactFlow<CanvasNode, CanvasEdge>();
  const { problems, validated } = useDebouncedProblems(store);
  const { announce, region } = useAnnouncer();
  const [panels, setPanelState] = useState<EditorPanels>(() => ({
    paletteOpen: wide(),
    inspectorOpen: wide(),
    problemsOpen: wide(),
    searchOpen: false,
    connectOpen: false,
    importOpen: false,
  }));
  const [pendingFieldFocus, setPendingFieldFocus] = useState<string | null>(null);
  const [layoutPending, setLayoutPending] = useState(false);
  const runner = useMemo(() => createLayoutRunner(layoutWorker), [layoutWorker]);
  useEffect(() => () => runner.dispose(), [runner]);

  const setPanels = useCallback((patch: Partial<EditorPanels>) => setPanelState((before) => ({ ...before, ...patch })), []);
  const clearFieldFocus = useCallback(() => setPendingFieldFocus(null), []);

  const runLayout = useCallback(async () => {
    setLayoutPending(true);
    try {
      const outcome = applyLayout(store, await runner.request(store, { direction: 'DOWN' }));
      if (outcome === 'dropped') return;
      announce(t('canvas.announce.laidOut'));
      // Fit after React Flow has taken the new positions.
      requestAnimationFrame(() => void flow.fitView({ ...FIT_ALL_NODES, duration: 200 }));
    } catch {
      announce(t('canvas.announce.layoutFailed'));
    } finally {
      setLayoutPending(false);
    }
  }, [store, runner, announce, flow, t]);

  const value = useMemo<EditorContextValue>(
    () => ({
      store,
      readOnly,
      problems,
      validated,
      panels,
      setPanels,
      announce,
      requestFieldFocus: setPendingFieldFocus,
      pendingFieldFocus,
      clearFieldFocus,
      runLayout,
      layoutPending,
      onSave,
      onPublish,
    }),
    [store, readOnly, problems, validated, panels, setPanels, announce, pendingFieldFocus, clearFieldFocus, runLayout, layoutPending, onSave, onPublish],
  );

  return (
    <EditorContext.Provider value={value}>
      <div className={cn('h-full min-h-0', className)}>
        <EditorLayout />
        {region}
      </div>
    </EditorContext.Provider>
  );
}

/**
 * The flow editor: React Flow canvas, palette, inspector, problems panel and toolbar over one engine
 * store. It renders engine state through selectors and changes the document only with engine commands.
 * @example <FlowEditor store={createFlowStore(doc)} onSave={saveDraft} onPublish={publish} />
 */
export function FlowEditor(props: FlowEditorProps) {
  return (
    <ReactFlowProvider>
      <TooltipProvider>
        <EditorRoot {...props} />
      </TooltipProvider>
    </ReactFlowProvider>
  );
}
