import { kindOf } from '@/canvas/registry';
import { nodeOutputs } from '../model/nodes';
import { idsFree } from './doc-helpers';
import { defineCommand } from './types';

export interface ConnectArgs {
  source: string;
  sourceHandle: string;
  target: string;
  id?: string;
}

/**
 * Connects a branch to a node. A branch leads to one place, so an existing edge from the same
 * handle is replaced. Connections the model cannot hold (unknown handle, into a note) are refused.
 */
export const connect = defineCommand<ConnectArgs>({
  id: 'connect',
  labelKey: 'canvas.commands.connect',
  icon: 'cable',
  shortcut: null,
  history: 'record',
  isEnabled(state, args) {
    if (args === undefined) return true;
    const source = state.doc.nodes.find((node) => node.id === args.source);
    const target = state.doc.nodes.find((node) => node.id === args.target);
    if (!source || !target || !kindOf(target.kind).acceptsInput || !idsFree(state.doc, [args.id])) return false;
    return nodeOutputs(source).some((handle) => handle.id === args.sourceHandle);
  },
  prepare: (store, args) => ({ ...args, id: args.id ?? store.newId('edge') }),
  run(store, { source, sourceHandle, target, id }) {
    const edgeId = id ?? store.newId('edge');
    store.update((state) => {
      state.doc.edges = state.doc.edges.filter((edge) => !(edge.source === source && edge.sourceHandle === sourceHandle));
      state.doc.edges.push({ id: edgeId, source, sourceHandle, target });
    });
  },
});

/** Removes edges by id. */
export const disconnect = defineCommand<{ edgeIds: string[] }>({
  id: 'disconnect',
  labelKey: 'canvas.commands.disconnect',
  icon: 'unlink',
  shortcut: null,
  history: 'record',
  isEnabled: (state, args) => args === undefined || args.edgeIds.some((id) => state.doc.edges.some((edge) => edge.id === id)),
  run(store, { edgeIds }) {
    const remove = new Set(edgeIds);
    store.update((state) => {
      state.doc.edges = state.doc.edges.filter((edge) => !remove.has(edge.id));
      state.selection.edgeIds = state.selection.edgeIds.filter((id) => !remove.has(id));
    });
  },
});
