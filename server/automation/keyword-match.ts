import type { MatchKind } from '@/api/contracts/automation';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a customer's message fires a keyword trigger, ignoring case and the spaces around it.
 * CONTAINS looks for the keyword as whole words, so PRICE fires on "price please" but not on
 * "priceless"; EQUALS wants the whole message to be the keyword.
 */
export function keywordMatches(match: MatchKind, keyword: string, text: string): boolean {
  const wanted = keyword.trim().toLocaleLowerCase();
  const said = text.trim().toLocaleLowerCase();
  if (!wanted) return false;
  if (match === 'EQUALS') return said === wanted;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escape(wanted)}($|[^\\p{L}\\p{N}])`, 'u').test(said);
}
