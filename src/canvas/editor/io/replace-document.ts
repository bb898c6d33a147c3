import { dispatch, type FlowDocument, type FlowStore } from '@/canvas/engine';

/**
 * Loads an imported document into the open store through ordinary commands, so the editor never
 * writes the document itself and the import can be undone. The engine has no single "replace
 * document" command, so this takes a few undo steps (clear, paste, variables, settings, name, start).
 */
export function replaceDocument(store: FlowStore, doc: FlowDocument): void {
  if (store.getDoc().nodes.length > 0 || store.getDoc().edges.length > 0) {
    dispatch(store, 'selectAll');
    dispatch(store, 'deleteSelection');
  }
  if (doc.nodes.length > 0) {
    const idMap = Object.fromEntries([...doc.nodes, ...doc.edges].map((item) => [item.id, item.id]));
    dispatch(store, 'paste', { clipboard: { nodes: doc.nodes, edges: doc.edges }, idMap, offset: { x: 0, y: 0 } });
  }
  dispatch(store, 'updateVariables', { variables: doc.variables });
  dispatch(store, 'updateSettings', { settings: doc.settings });
  dispatch(store, 'renameFlow', { name: doc.name });
  if (doc.startNodeId) dispatch(store, 'setStartNode', { nodeId: doc.startNodeId });
  dispatch(store, 'select', {});
}
