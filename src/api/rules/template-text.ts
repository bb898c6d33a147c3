/**
 * Reading template texts: variables (`{{1}}`, `{{first_name}}`), emoji and length, as the rules, the
 * live counters and the preview need them. Pure functions, no zod, usable in Node, a worker and the browser.
 */

export interface TemplateVariable {
  /** What is between the braces, trimmed: `1` or `first_name`. */
  name: string;
  /** Index of the opening braces in the text (UTF-16). */
  start: number;
  /** Index just after the closing braces. */
  end: number;
}

const variablePattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The variables of a text in order of appearance, repeated ones included. */
export function findVariables(text: string): TemplateVariable[] {
  return [...text.matchAll(variablePattern)].map((match) => ({ name: match[1] ?? '', start: match.index, end: match.index + match[0].length }));
}

export const isPositionalName = (name: string) => /^\d+$/.test(name);

/** Distinct variable names in order of first appearance. */
export function variableNames(text: string): string[] {
  return [...new Set(findVariables(text).map((v) => v.name))];
}

const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
const pictographic = /\p{Extended_Pictographic}/u;

/** User-perceived characters (a flag or a family emoji is one). */
function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/** Emoji as a reader counts them: one per grapheme holding a pictograph. */
export function countEmoji(text: string): number {
  return graphemes(text).filter((g) => pictographic.test(g)).length;
}

export const hasEmoji = (text: string) => pictographic.test(text);

/** Characters as Meta counts them: Unicode code points, so an emoji is not two. */
export const textLength = (text: string) => Array.from(text).length;

/** Replaces each variable with `values[name]`, leaving unknown ones as written. */
export function fillVariables(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(variablePattern, (whole, name: string) => values[name] ?? whole);
}
