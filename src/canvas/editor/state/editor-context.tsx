import { createContext, useContext } from 'react';
import type { FlowDocument, FlowStore, LayoutDirection, Problem, ValidationContext } from '@/canvas/engine';

/** Panels and dialogs of the editor: view state only, never in the document or its history. */
export interface EditorPanels {
  paletteOpen: boolean;
  inspectorOpen: boolean;
  problemsOpen: boolean;
  searchOpen: boolean;
  connectOpen: boolean;
  importOpen: boolean;
  replayOpen: boolean;
  shortcutsOpen: boolean;
}

export interface EditorContextValue {
  store: FlowStore;
  readOnly: boolean;
  /** Validation results, recomputed shortly after the document stops changing. */
  problems: readonly Problem[];
  /** What validation knows beyond the document (the bot's flows), so the inspector and the panel agree. */
  validation: ValidationContext;
  /** False until the first validation has run, just after the editor's first frame. */
  validated: boolean;
  panels: EditorPanels;
  setPanels(patch: Partial<EditorPanels>): void;
  /** Says a change out loud through the aria-live region. */
  announce(message: string): void;
  /** Asks the inspector to focus the control whose `data-field` is `field` once it shows. */
  requestFieldFocus(field: string): void;
  pendingFieldFocus: string | null;
  clearFieldFocus(): void;
  /** Lays out the selection (two or more nodes) or the whole flow, in `direction` or the flow's remembered one. */
  runLayout(direction?: LayoutDirection): Promise<void>;
  /** Stops the layout being computed; nothing moves and no undo step is made. */
  cancelLayout(): void;
  onSave(doc: FlowDocument): void | Promise<void>;
  onPublish(doc: FlowDocument): void | Promise<void>;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

/**
 * True while an auto-layout computes. A context of its own: in the editor's context, starting a layout
 * re-rendered every panel of a 5,000-node flow in the task of the click.
 */
export const LayoutPendingContext = createContext(false);

/**
 * True while an auto-layout's answer is written to the flow in parts: the overview and the minimap
 * paint the flow once it is written, not after every part.
 */
export const LayoutWritingContext = createContext(false);

/** The editor around this component; throws when used outside `<FlowEditor>` (error E_CANVAS_001). */
export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('E_CANVAS_001: useEditor() was called outside <FlowEditor>.');
  return value;
}
