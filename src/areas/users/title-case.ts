/**
 * Upper-cases the first letter of every word and lower-cases the rest, like the original's
 * titlecase pipe (spec §9 "user name in title case").
 * @example toTitleCase('aNNa marie_k') // 'Anna Marie_k'
 */
export function toTitleCase(text: string): string {
  return text.toLowerCase().replace(/(^|\s)(\S)/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());
}
