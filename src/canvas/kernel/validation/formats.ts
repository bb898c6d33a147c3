/**
 * Format checks of spec §5 (URL format check, condition regex rules), kept as named regexes so
 * the editor's inline validation and the flow validator agree.
 */

/** Optional http/https, a domain or IPv4 address, optional port, path, query and fragment. */
export const URL_FORMAT =
  /^(https?:\/\/)?(((?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,})|((?:\d{1,3}\.){3}\d{1,3}))(:\d{1,5})?(\/[-a-z\d%_.~+@:]*)*(\?[;&a-z\d%_.~+=\-@:,]*)?(#[-a-z\d_/]*)?$/i;

export const CONDITION_PATTERNS = {
  /** Letters and whitespace only. */
  text: /^[A-Za-z\s]+$/,
  /** Digits with an optional fraction of 1 to 20 digits. */
  decimal: /^\d+(\.\d{1,20})?$/,
  /** http, https, ftp or www form. */
  url: /^(?:(?:https?|ftp):\/\/|www\.)[^\s]+$/i,
  /** word@domain with a 2 to 3 letter suffix. */
  email: /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.[A-Za-z]{2,3})+$/,
  /** Letters, digits and spaces only (the spec's special-characters check). */
  noSpecialCharacters: /^[A-Za-z0-9 ]+$/,
  wholeNumber: /^\d+$/,
  phone: /^\d+$/,
  /** Not in the spec: ISO dates and 24-hour times, the forms the runtime compares. */
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  time: /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
} as const;

const TEMPLATE_REFERENCE = /\{\{\s*([^{}]+?)\s*\}\}/g;

/**
 * Checks the spec's URL format, treating `{{variable}}` placeholders as plain path text.
 * @example isValidUrl('https://api.example.com/users/{{userId}}') // true
 */
export function isValidUrl(value: string): boolean {
  return URL_FORMAT.test(value.trim().replace(TEMPLATE_REFERENCE, 'x'));
}

/**
 * Names referenced as `{{name}}` in a text.
 * @example templateReferences('Hi {{first_name}}') // ['first_name']
 */
export function templateReferences(text: string): readonly string[] {
  const open = text.indexOf('{{');
  if (open < 0) return NO_REFERENCES;
  // exec with the global pattern's lastIndex, not matchAll: its iterator per string was most of the
  // time `validateFlow` spent on variables in a large flow.
  const names: string[] = [];
  TEMPLATE_REFERENCE.lastIndex = open;
  for (let match = TEMPLATE_REFERENCE.exec(text); match !== null; match = TEMPLATE_REFERENCE.exec(text)) names.push(match[1] ?? '');
  return names;
}

const NO_REFERENCES: readonly string[] = Object.freeze([]);

/** Whether the whole value is one `{{variable}}` reference, checked at run time instead. */
export function isTemplateReference(value: string): boolean {
  return /^\{\{\s*[^{}]+?\s*\}\}$/.test(value.trim());
}
