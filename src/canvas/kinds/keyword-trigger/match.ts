import type { KeywordMatch } from './model';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The keywords of a comma-separated list, trimmed, empty ones dropped. */
export function keywordList(keywords: string): string[] {
  return keywords.split(',').map((keyword) => keyword.trim()).filter(Boolean);
}

/** Whether `pattern` compiles as a JavaScript regular expression (with the `iu` flags the trigger uses). */
export function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, 'iu');
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a customer's message fires a keyword trigger, ignoring case and the spaces around it.
 * WORD looks for any keyword as whole words, so PRICE fires on "price please" but not on
 * "priceless"; EXACT wants the whole message to be one of the keywords; REGEX tests the pattern.
 */
export function keywordMatches(match: KeywordMatch, keywords: string, text: string): boolean {
  const said = text.trim().toLocaleLowerCase();
  if (match === 'REGEX') return keywords.trim() !== '' && isValidPattern(keywords) && new RegExp(keywords, 'iu').test(text);
  return keywordList(keywords).some((keyword) => {
    const wanted = keyword.toLocaleLowerCase();
    if (match === 'EXACT') return said === wanted;
    return new RegExp(`(^|[^\\p{L}\\p{N}])${escape(wanted)}($|[^\\p{L}\\p{N}])`, 'u').test(said);
  });
}
