/**
 * Languages a flow's texts can be written in: ISO 639-1 codes of the languages this console's
 * customers talk to their users in. The UI names them with `Intl.DisplayNames`, so adding one here is
 * the whole change.
 */
export const FLOW_LANGUAGES = ['en', 'ar', 'hi', 'bn', 'gu', 'kn', 'ml', 'mr', 'pa', 'ta', 'te', 'ur', 'es', 'fr', 'pt', 'id'] as const;
export type FlowLanguage = (typeof FLOW_LANGUAGES)[number];

/** A flow without a `languages` declaration is written in this one. */
export const DEFAULT_FLOW_LANGUAGE: FlowLanguage = 'en';

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'ur', 'fa', 'he']);

/**
 * The writing direction of a language tag, for `dir` attributes.
 * @example textDirection('ar-EG') // 'rtl'
 */
export function textDirection(language: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(language.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}

export function isFlowLanguage(value: string): value is FlowLanguage {
  return (FLOW_LANGUAGES as readonly string[]).includes(value);
}

/** How the inspector shows and checks one translatable text of a node. */
export interface TextInfo {
  /** i18n key naming the text ("Card {{n}} title"). */
  labelKey: string;
  labelParams?: Record<string, string | number>;
  /** The channel's limit on the text, counted per language. */
  maxLength?: number;
  multiline?: boolean;
}

/**
 * Called for every user-visible text of a node with a stable key (ids, never list positions, so a
 * reorder keeps translations), the text and how to show it; returns the text to put in its place.
 */
export type TextVisitor = (key: string, text: string, info: TextInfo) => string;
