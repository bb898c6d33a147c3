import { documentTypeOf, flowDocumentSchema, type FlowDocument } from '../model/flow-schema';
import { defineCommand } from './types';

/**
 * Replaces the open flow's content with another document (an imported JSON file) as one undo step.
 * The open flow keeps its identity: id, bot, state and server version stay, so saving the result
 * overwrites this flow rather than the one the file was exported from. Only a document of the same
 * type applies (a chatbot flow does not become an automation). The document travels in the
 * command's args, so the command log replays it; it is checked against the schema (throws if invalid).
 */
export const replaceDocument = defineCommand<{ doc: FlowDocument }>({
  id: 'replaceDocument',
  labelKey: 'canvas.commands.replaceDocument',
  icon: 'upload',
  shortcut: null,
  history: 'record',
  isEnabled: (state, args) => state.drag === null && (args === undefined || documentTypeOf(args.doc) === documentTypeOf(state.doc)),
  run(store, { doc }) {
    const parsed = flowDocumentSchema.safeParse(doc);
    if (!parsed.success) throw new Error(`Invalid document: ${parsed.error.message}`);
    const next = parsed.data as FlowDocument;
    store.update((state) => {
      const { id, botId, state: flowState, version, schemaVersion } = state.doc;
      state.doc = { ...structuredClone(next), id, botId, state: flowState, version, schemaVersion };
      state.selection = { nodeIds: [], edgeIds: [] };
    });
  },
});
