import type { KnownTemplateLanguage } from '@/canvas/kernel';

/**
 * The language a send uses among a name's known languages: the one the node names, or without one
 * (a document saved before languages were picked) the first, which is the one such a send takes.
 * @example sentLanguage([{ language: 'en', variables: [] }, { language: 'ar', variables: ['1'] }], 'ar') // { language: 'ar', variables: ['1'] }
 */
export function sentLanguage<L extends KnownTemplateLanguage>(languages: readonly L[], language: string | undefined): L | undefined {
  return language === undefined ? languages[0] : languages.find((known) => known.language === language);
}

/**
 * One choice of the template picker: a name and a language together, as a select's value.
 * @example choiceKey('price_list', 'en') // '["price_list","en"]'
 */
export const choiceKey = (name: string, language: string) => JSON.stringify([name, language]);

/**
 * The name and language a picker value stands for; null for the empty "choose" entry or a value
 * the picker did not make.
 * @example readChoice('["price_list","en"]') // { name: 'price_list', language: 'en' }
 */
export function readChoice(key: string): { name: string; language: string } | null {
  try {
    const value: unknown = JSON.parse(key);
    return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string' ? { name: value[0], language: value[1] } : null;
  } catch {
    return null;
  }
}

/**
 * A template language in words in the reader's language, with Meta's code so two regional
 * variants stay apart; the code alone where the browser cannot name it.
 * @example languageLabel('en_US', 'en') // 'American English (en_US)'
 */
export function languageLabel(code: string, uiLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language', fallback: 'none' }).of(code.replace('_', '-'));
    return name ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
