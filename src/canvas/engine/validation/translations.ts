import { type Problem, PROBLEM_CODES } from '@/canvas/kernel';
import { flowLanguagesOf, nodeTexts } from '../languages/flow-languages';
import type { FlowDocument, FlowNode } from '../model/flow-schema';
import { problem } from './problem';

const SNIPPET = 40;
const snippet = (text: string) => {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length > SNIPPET ? `${single.slice(0, SNIPPET - 1)}…` : single;
};

/**
 * The node's translation problems, one per text and language: a text written in the default language
 * but not in another of the flow's languages is a warning (the conversation falls back to the default
 * language there, so the flow still runs); a translation over the channel's limit is an error, as the
 * default text would be. The field is `translations.<language>.<key>`, the inspector's control for it.
 */
export function nodeTranslationProblems(doc: FlowDocument, node: FlowNode, out: Problem[]): void {
  const { others } = flowLanguagesOf(doc);
  if (others.length === 0) return;
  const texts = nodeTexts(node);
  for (const language of others) {
    const translated = node.translations?.[language] ?? {};
    for (const text of texts) {
      const field = `translations.${language}.${text.key}`;
      const translation = translated[text.key] ?? '';
      if (text.text.trim() !== '' && translation.trim() === '') {
        out.push(problem(node.id, field, PROBLEM_CODES.translationMissing, 'warning', { params: { language, text: snippet(text.text) } }));
      }
      if (text.maxLength !== undefined && translation.length > text.maxLength) {
        out.push(problem(node.id, field, PROBLEM_CODES.tooLong, 'error', { params: { max: text.maxLength } }));
      }
    }
  }
}
