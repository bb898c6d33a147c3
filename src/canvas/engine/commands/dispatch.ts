import type { FlowDocument } from '../model/flow-schema';
import { createFlowStore, type FlowStoreOptions } from '../store/create-flow-store';
import type { CommandLogEntry, FlowStore } from '../store/types';
import { commandById, type CommandArgs, type CommandId } from './registry';

/**
 * Whether a command can run now, for enabling toolbar buttons and menu items.
 * @example canRun(store, 'undo') // false on a fresh store
 */
export function canRun<Id extends CommandId>(store: FlowStore, id: Id, args?: CommandArgs<Id>): boolean {
  return commandById(id)?.isEnabled(store.getState(), args) ?? false;
}

export interface DispatchOptions {
  /** When the command happened; defaults to the store's clock. Replays pass the logged time so typing coalesces as recorded. */
  at?: number;
}

/**
 * Applies one command with its history mode and appends `{ id, args, at }` to `store.log`.
 * Returns false (and logs nothing) when the command is disabled.
 * @example dispatch(store, 'addNode', { kind: 'MESSAGE', position: { x: 0, y: 0 } });
 */
export function dispatch<Id extends CommandId>(store: FlowStore, id: Id, args?: CommandArgs<Id>, options: DispatchOptions = {}): boolean {
  const command = commandById(id);
  if (!command) throw new Error(`Unknown command "${id}".`);
  const given: unknown = args ?? {};
  if (!command.isEnabled(store.getState(), given)) return false;
  const prepared = command.prepare ? command.prepare(store, given) : given;
  const at = options.at ?? store.now();
  const scoped: FlowStore = {
    ...store,
    update: (recipe, updateOptions) =>
      store.update(recipe, {
        history: command.history,
        coalesceKey: command.coalesceKey?.(prepared),
        ...(command.coalesceWindowMs === undefined ? {} : { coalesceWindowMs: command.coalesceWindowMs }),
        at,
        ...updateOptions,
      }),
  };
  command.run(scoped, prepared);
  store.log.push({ id, args: command.argsHandedOver ? prepared : structuredClone(prepared), at });
  return true;
}

/**
 * Replays a command log onto a fresh store of `doc`; the clock follows the logged times so that
 * coalesced typing and undo behave as they did when recorded.
 * @example replay(JSON.parse(savedLog), initialDoc).getDoc() // the document the tester saw
 */
export function replay(log: readonly CommandLogEntry[], doc: FlowDocument, options: FlowStoreOptions = {}): FlowStore {
  const store = createFlowStore(doc, { seed: 'replay', ...options });
  for (const entry of log) {
    const command = commandById(entry.id);
    if (!command) throw new Error(`Unknown command "${entry.id}" in log.`);
    dispatch(store, entry.id as CommandId, structuredClone(entry.args) as never, { at: entry.at });
  }
  return store;
}
