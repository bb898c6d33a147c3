import { copy, cut, duplicate, paste } from './clipboard-commands';
import { replaceDocument } from './document-commands';
import { connect, disconnect } from './edge-commands';
import { autoLayout, redo, renameFlow, select, selectAll, undo, updateSettings, updateVariables } from './flow-commands';
import { addNode, addNote, deleteSelection, moveNodes, setStartNode, updateNodeData } from './node-commands';
import { setFlowLanguages, updateTranslation } from './translation-commands';
import type { Command } from './types';

/** Every command of the canvas, by id. Toolbar, menus, shortcuts and replays read this one table. */
export const COMMANDS = {
  addNode,
  addNote,
  deleteSelection,
  connect,
  disconnect,
  updateNodeData,
  moveNodes,
  duplicate,
  copy,
  cut,
  paste,
  select,
  selectAll,
  autoLayout,
  undo,
  redo,
  renameFlow,
  setStartNode,
  updateVariables,
  updateSettings,
  replaceDocument,
  setFlowLanguages,
  updateTranslation,
} as const;

export type CommandRegistry = typeof COMMANDS;
export type CommandId = keyof CommandRegistry;
export type CommandArgs<Id extends CommandId> = CommandRegistry[Id] extends Command<infer A> ? A : never;

/** A command looked up by id, typed loosely for generic callers (menus, replays). */
export function commandById(id: string): Command<unknown> | undefined {
  return Object.hasOwn(COMMANDS, id) ? (COMMANDS[id as CommandId] as unknown as Command<unknown>) : undefined;
}
