import { isFlowLanguage, type FlowLanguage } from '@/canvas/kernel';
import { flowLanguagesSchema, type FlowLanguages } from '../model/flow-schema';
import { nodeIndex } from './doc-helpers';
import { defineCommand } from './types';

/**
 * Declares the flow's languages. Translations into a language taken off the list are dropped with it
 * (the same undo step brings them back), so a flow never carries texts nobody can see or check.
 */
export const setFlowLanguages = defineCommand<{ languages: FlowLanguages }>({
  id: 'setFlowLanguages',
  labelKey: 'flowLanguages.commands.setFlowLanguages',
  icon: 'languages',
  shortcut: null,
  history: 'record',
  isEnabled: (_state, args) => args === undefined || flowLanguagesSchema.safeParse(args.languages).success,
  run(store, { languages }) {
    const kept = new Set<string>(languages.others);
    const base = store.getDoc();
    store.update((state) => {
      state.doc.languages = { default: languages.default, others: [...languages.others] };
      base.nodes.forEach((node, index) => {
        const dropped = Object.keys(node.translations ?? {}).filter((language) => !kept.has(language));
        const target = state.doc.nodes[index];
        if (dropped.length === 0 || !target?.translations) return;
        for (const language of dropped) delete target.translations[language as FlowLanguage];
        if (Object.keys(target.translations).length === 0) delete target.translations;
      });
    });
  },
});

export interface UpdateTranslationArgs {
  nodeId: string;
  language: FlowLanguage;
  /** A key of the node kind's `translateTexts`, e.g. `content.text`. */
  key: string;
  /** The translation; an empty one removes it (the default language's text is used again). */
  value: string;
}

/** Writes one text of a node in one of the flow's other languages; a burst of typing is one undo step. */
export const updateTranslation = defineCommand<UpdateTranslationArgs>({
  id: 'updateTranslation',
  labelKey: 'flowLanguages.commands.updateTranslation',
  icon: 'languages',
  shortcut: null,
  history: 'coalesce',
  coalesceKey: ({ nodeId, language, key }) => `${nodeId}:translations.${language}.${key}`,
  isEnabled: (state, args) =>
    args === undefined ||
    (isFlowLanguage(args.language) &&
      (state.doc.languages?.others ?? []).includes(args.language) &&
      state.doc.nodes.some((node) => node.id === args.nodeId)),
  run(store, { nodeId, language, key, value }) {
    const index = nodeIndex(store.getDoc(), nodeId);
    if (index === -1) throw new Error(`No node "${nodeId}".`);
    store.update((state) => {
      const node = state.doc.nodes[index];
      if (!node) return;
      if (value === '') {
        const texts = node.translations?.[language];
        if (!texts) return;
        delete texts[key];
        if (Object.keys(texts).length === 0) delete node.translations?.[language];
        if (node.translations && Object.keys(node.translations).length === 0) delete node.translations;
        return;
      }
      node.translations ??= {};
      (node.translations[language] ??= {})[key] = value;
    });
  },
});
