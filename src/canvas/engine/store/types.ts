import type { Draft } from 'immer';
import type { TemporalState } from 'zundo';
import type { StoreApi } from 'zustand/vanilla';
import type { Position } from '@/canvas/kernel';
import type { FlowDocument, FlowEdge, FlowNode } from '../model/flow-schema';

export interface Selection {
  nodeIds: string[];
  edgeIds: string[];
}

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/** Nodes and edges copied by `copy`/`cut`, kept in the store so command logs replay. */
export interface Clipboard {
  nodes: FlowNode[];
  edges: FlowEdge[];
}

/** A drag in progress: where each dragged node started, to restore on Escape, and where it sits in `doc.nodes`. */
export interface DragGesture {
  origins: Record<string, Position>;
  indexes: Record<string, number>;
}

/** Everything one open flow holds. Only `doc` is in undo history. */
export interface FlowState {
  doc: FlowDocument;
  selection: Selection;
  viewport: Viewport;
  hoveredNodeId: string | null;
  clipboard: Clipboard | null;
  drag: DragGesture | null;
  /** Mirrors the history so toolbars can select it like any other state. */
  canUndo: boolean;
  canRedo: boolean;
}

export type HistoryMode = 'record' | 'coalesce' | 'ignore';

export interface UpdateOptions {
  /** `record` (default): one undo step. `coalesce`: merge into the previous step of the same key. `ignore`: no step. */
  history?: HistoryMode;
  /** Required with `coalesce`, e.g. `${nodeId}:content.text`. */
  coalesceKey?: string;
  /** Overrides the store's coalesce window for this edit, e.g. `Infinity` for the parts of one operation. */
  coalesceWindowMs?: number;
  /** When the edit happened, for coalescing; defaults to the store's clock (a replay passes the logged time). */
  at?: number;
}

export type HistoryState = TemporalState<{ doc: FlowDocument }>;

/** Serialisable record of one applied command; `at` lets replays coalesce exactly as the original did. */
export interface CommandLogEntry {
  id: string;
  args: unknown;
  at: number;
}

export interface FlowStore {
  /** The zustand vanilla store; React reads it with `useStore(flowStore.api, selector)`. */
  api: StoreApi<FlowState>;
  /** zundo's history store (past and future documents). */
  history: StoreApi<HistoryState>;
  getState(): FlowState;
  getDoc(): FlowDocument;
  /** Increases whenever the document object changes (edits, undo, redo). */
  getRevision(): number;
  /** Applies a change to the whole state as one history step (or none, or merged; see options). */
  update(recipe: (draft: Draft<FlowState>) => void, options?: UpdateOptions): void;
  /** Changes selection, viewport, hover or clipboard; never a history step. */
  setUi(recipe: (draft: Draft<FlowState>) => void): void;
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  /** A fresh id not used by any node or edge of the document, e.g. `node_s1_4`. */
  newId(prefix: string): string;
  now(): number;
  /** Commands applied through `dispatch`, in order. */
  readonly log: CommandLogEntry[];
}
