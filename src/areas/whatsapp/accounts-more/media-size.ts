/**
 * A file's size in the reader's language: bytes below 1 kB, else kB below 1 MB, else MB, with at
 * most one decimal (1 kB = 1,000 bytes, as browsers and phones show sizes).
 * @example fileSize(2_450, 'en') // '2.5 kB'
 */
export function fileSize(bytes: number, language: string): string {
  const [value, unit] = bytes < 1_000 ? [bytes, 'byte'] : bytes < 1_000_000 ? [bytes / 1_000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte'];
  // "193 bytes", not "193 byte": the short form of byte does not take a plural.
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 }).format(value);
}
