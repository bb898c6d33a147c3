import type { FlowState, FlowStore, HistoryMode } from '../store/types';

/** A key combination such as `Mod+Shift+Z` (Mod = Ctrl or Cmd), optionally with the args it passes. */
export interface KeyBinding {
  keys: string;
  args?: unknown;
}

/**
 * One user action. Toolbar, context menu, keyboard and the replayable command log all come from
 * these objects.
 */
export interface Command<A = Record<string, never>> {
  id: string;
  labelKey: string;
  /** lucide icon name. */
  icon: string;
  /** The shortcut shown in menus, e.g. `Mod+Z`. */
  shortcut: string | null;
  /** Further key bindings (alternates, arrow nudges with their args). */
  bindings?: KeyBinding[];
  isEnabled(state: FlowState, args?: A): boolean;
  /** Fills in what is not deterministic (new ids, paste offset) so the logged args replay exactly. */
  prepare?(store: FlowStore, args: A): A;
  run(store: FlowStore, args: A): void;
  history: HistoryMode;
  /** Coalesce key for `history: 'coalesce'`, e.g. node id + field; without one the step is recorded alone. */
  coalesceKey?(args: A): string | undefined;
  /** How far apart two coalesced edits may be and still merge; defaults to the store's window (1 s). */
  coalesceWindowMs?: number;
  /**
   * The caller builds the args for this one call and never changes them after (a layout's parts):
   * the log keeps them as given instead of a copy. Copying a part of 2,500 routes took 30 ms, in
   * the task that writes the part.
   */
  argsHandedOver?: boolean;
}

/**
 * Declares a command with its args type.
 * @example export const renameFlow = defineCommand<{ name: string }>({ id: 'renameFlow', … });
 */
export function defineCommand<A>(command: Command<A>): Command<A> {
  return command;
}
