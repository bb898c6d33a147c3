import { ReactFlowProvider } from '@xyflow/react';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import type { FlowDocument, FlowStore, WorkerLike } from '@/canvas/engine';
import { EMPTY_CATALOGUE, EditorCatalogueContext, templatesByName, type EditorCatalogue } from '@/canvas/kinds/shared/view';
import { cn } from '@/ui/cn';
import { TooltipProvider } from '@/ui/tooltip';
import type { CanvasOverlay } from './canvas/canvas-types';
import { FlowCanvas } from './canvas/flow-canvas';
import { CanvasOverlayContext, NO_OVERLAY } from './canvas/overlay-context';
import { InspectorPanel } from './inspector/inspector-panel';
import { ImportDialog } from './io/import-dialog';
import { ReplayLogDialog } from './io/replay-log-dialog';
import { ConnectDialog } from './keyboard/connect-dialog';
import { ShortcutsDialog } from './keyboard/shortcuts-dialog';
import { useEditorKeys } from './keyboard/use-editor-keys';
import { createLayoutWorker } from './layout-worker';
import { LayoutDirectionProvider } from './layout/layout-direction';
import { useRunLayout } from './layout/use-run-layout';
import { Palette } from './palette/palette';
import { PaletteDropContext } from './palette/palette-drop';
import { ProblemsPanel } from './problems/problems-panel';
import { CanvasSearch } from './search/canvas-search';
import { EditorContext, LayoutPendingContext, LayoutWritingContext, useEditor, type EditorContextValue, type EditorPanels } from './state/editor-context';
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
  /** Marks the page draws on the canvas (the simulator's path, drop-off counts); never part of the document. */
  overlay?: CanvasOverlay;
  /** What nodes may refer to outside the flow (saved APIs, the bot's other flows, apps): the inspector offers them as pick lists, node bodies show their names. */
  catalogue?: EditorCatalogue;
  className?: string;
}

const WIDE_QUERY = '(min-width: 768px)';
const wide = () => typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_QUERY).matches;

/**
 * Below 768 px the palette and the inspector are bottom sheets in the same place, so one stacked on
 * the other: opening one closes the other (adding a node from the palette shows its settings).
 */
function oneSheet(next: EditorPanels, patch: Partial<EditorPanels>): EditorPanels {
  if (wide()) return next;
  if (patch.paletteOpen) return { ...next, inspectorOpen: false };
  if (patch.inspectorOpen) return { ...next, paletteOpen: false };
  return next;
}

/** Side panels are columns from 768 px up and bottom sheets below, so the canvas keeps the phone screen. */
const sheet = 'fixed inset-x-0 bottom-0 z-40 max-h-[60dvh] overflow-auto rounded-t-xl border-t border-border bg-surface shadow-lg md:static md:z-auto md:max-h-none md:rounded-none md:shadow-none';

// EditorLayout re-renders with the keyboard's context (a layout starting, say), the context menu and
// the panel toggles; the canvas and the panels read what they show themselves, so they skip those.
const CanvasView = memo(FlowCanvas);
const PaletteView = memo(Palette);
const InspectorView = memo(InspectorPanel);
const ProblemsView = memo(ProblemsPanel);

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
            <PaletteView />
          </div>
          <main className="relative min-w-0 flex-1">
            <CanvasView onMenu={setMenu} />
            {panels.searchOpen ? <CanvasSearch /> : null}
          </main>
        </PaletteDropContext>
        <div className={cn(sheet, 'md:w-80 md:shrink-0 md:border-s md:border-t-0', panels.inspectorOpen ? 'block' : 'hidden')}>
          <InspectorView />
        </div>
      </div>
      <div className="border-t border-border bg-surface">
        <ProblemsView />
      </div>
      {menu ? <ContextMenu menu={menu} onClose={closeMenu} /> : null}
      <ConnectDialog />
      <ImportDialog />
      <ReplayLogDialog />
      <ShortcutsDialog />
    </div>
  );
}

function EditorRoot({ store, onSave, onPublish, readOnly = false, layoutWorker = createLayoutWorker, overlay = NO_OVERLAY, catalogue = EMPTY_CATALOGUE, className }: FlowEditorProps) {
  const { flows, templates, bots } = catalogue;
  // Targets are checked only once the page knows them (the bot's flows, the number's templates, the
  // account's bots), as the server does on publish.
  const validation = useMemo(
    () => ({
      ...(flows ? { knownFlowIds: new Set(flows.map((target) => target.id)) } : {}),
      ...(templates ? { knownTemplates: templatesByName(templates) } : {}),
      ...(bots ? { knownBotIds: new Set(bots.map((bot) => bot.id)) } : {}),
    }),
    [flows, templates, bots],
  );
  const { problems, validated } = useDebouncedProblems(store, validation);
  const { announce, region } = useAnnouncer();
  const [panels, setPanelState] = useState<EditorPanels>(() => ({
    paletteOpen: wide(),
    inspectorOpen: wide(),
    problemsOpen: wide(),
    searchOpen: false,
    connectOpen: false,
    importOpen: false,
    replayOpen: false,
    shortcutsOpen: false,
  }));
  const [pendingFieldFocus, setPendingFieldFocus] = useState<string | null>(null);
  const { runLayout, cancelLayout, layoutPending, layoutWriting } = useRunLayout(store, layoutWorker, announce, !readOnly);

  const setPanels = useCallback((patch: Partial<EditorPanels>) => setPanelState((before) => oneSheet({ ...before, ...patch }, patch)), []);
  // A window narrowed below 768 px (a tablet turned, say) keeps the inspector and folds the palette.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_QUERY);
    const onChange = () => {
      if (!query.matches) setPanelState((before) => (before.paletteOpen && before.inspectorOpen ? { ...before, paletteOpen: false } : before));
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  const clearFieldFocus = useCallback(() => setPendingFieldFocus(null), []);

  const value = useMemo<EditorContextValue>(
    () => ({
      store,
      readOnly,
      problems,
      validation,
      validated,
      panels,
      setPanels,
      announce,
      requestFieldFocus: setPendingFieldFocus,
      pendingFieldFocus,
      clearFieldFocus,
      runLayout,
      cancelLayout,
      onSave,
      onPublish,
    }),
    [store, readOnly, problems, validation, validated, panels, setPanels, announce, pendingFieldFocus, clearFieldFocus, runLayout, cancelLayout, onSave, onPublish],
  );

  // The same element across renders: the editor's own state (a layout pending, say) then re-renders
  // only what reads it, not every panel and the canvas of a large flow.
  const layout = useMemo(() => <EditorLayout />, []);

  return (
    <EditorContext.Provider value={value}>
      <LayoutPendingContext.Provider value={layoutPending}>
        <LayoutWritingContext.Provider value={layoutWriting}>
          <LayoutDirectionProvider store={store}>
            <div className={cn('h-full min-h-0', className)}>
              <CanvasOverlayContext.Provider value={overlay}>
                <EditorCatalogueContext.Provider value={catalogue}>
                  {layout}
                </EditorCatalogueContext.Provider>
              </CanvasOverlayContext.Provider>
              {region}
            </div>
          </LayoutDirectionProvider>
        </LayoutWritingContext.Provider>
      </LayoutPendingContext.Provider>
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
