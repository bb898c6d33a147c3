import { DEFAULT_FLOW_LANGUAGE, type FlowLanguage, type TextInfo } from '@/canvas/kernel';
import { kindOf } from '@/canvas/registry';
import type { FlowDocument, FlowLanguages, FlowNode } from '../model/flow-schema';

/** One translatable text of a node: its key, its text in the flow's default language and how to show it. */
export interface NodeText extends TextInfo {
  key: string;
  text: string;
}

/**
 * The flow's languages; a flow that never declared any is English only.
 * @example flowLanguagesOf(createEmptyFlow(init)) // { default: 'en', others: [] }
 */
export function flowLanguagesOf(doc: Pick<FlowDocument, 'languages'>): FlowLanguages {
  return doc.languages ?? { default: DEFAULT_FLOW_LANGUAGE, others: [] };
}

/**
 * Every user-visible text of a node in the default language, in the order the kind declares them;
 * empty for kinds that say nothing to the user.
 * @example nodeTexts(messageNode).map((text) => text.key) // ['content.text', 'suggestions.s1.label']
 */
export function nodeTexts(node: FlowNode): NodeText[] {
  const translate = kindOf(node.kind).translateTexts;
  if (!translate) return [];
  const texts: NodeText[] = [];
  translate(node.data, (key, text, info) => {
    texts.push({ key, text, ...info });
    return text;
  });
  return texts;
}

/**
 * The node's translations without those of texts its data no longer has (a removed suggestion or
 * card); undefined when nothing is left. Item ids are reused (`suggestion-2`), so a stale translation
 * would otherwise come back on a new item.
 * @example translationsOfTexts(nodeWithoutSuggestions) // { ar: { 'content.text': 'مرحبا' } }
 */
export function translationsOfTexts(node: FlowNode): FlowNode['translations'] {
  if (!node.translations) return undefined;
  const keys = new Set(nodeTexts(node).map((text) => text.key));
  const kept = Object.entries(node.translations).flatMap(([language, texts]) => {
    const entries = Object.entries(texts ?? {}).filter(([key]) => keys.has(key));
    return entries.length > 0 ? [[language, Object.fromEntries(entries)] as const] : [];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** The translation of one text, or undefined when it is missing or blank. */
export function translationOf(node: FlowNode, language: FlowLanguage, key: string): string | undefined {
  const text = node.translations?.[language]?.[key];
  return text !== undefined && text.trim() !== '' ? text : undefined;
}

/**
 * The flow language to answer a conversation in: the requested tag itself, else its base language
 * (`ar-EG` → `ar`), else the flow's default.
 * @example conversationLanguage({ languages: { default: 'en', others: ['ar'] } }, 'ar-EG') // 'ar'
 */
export function conversationLanguage(doc: Pick<FlowDocument, 'languages'>, requested: string | undefined): FlowLanguage {
  const languages = flowLanguagesOf(doc);
  if (!requested) return languages.default;
  const offered = [languages.default, ...languages.others];
  const tag = requested.trim().toLowerCase();
  const base = tag.split('-')[0];
  return offered.find((language) => language === tag) ?? offered.find((language) => language === base) ?? languages.default;
}

/**
 * The node's data as it reads in `language`: each text replaced by its translation, a missing one
 * left in the default language. The default language (or a node with no texts) gives `node.data` itself.
 * @example localizedData(doc, node, 'ar').content.text // 'مرحبا'
 */
export function localizedData(doc: Pick<FlowDocument, 'languages'>, node: FlowNode, language: FlowLanguage): unknown {
  const translate = kindOf(node.kind).translateTexts;
  if (!translate || language === flowLanguagesOf(doc).default || !node.translations?.[language]) return node.data;
  return translate(node.data, (key, text) => translationOf(node, language, key) ?? text);
}
