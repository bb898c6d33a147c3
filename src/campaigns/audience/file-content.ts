/** What the first bytes of a file hold, whatever its name says. */
export type FileContent = 'text' | 'workbook' | 'other';

/** Bytes read to tell text from anything else: enough for a header line and a few rows. */
export const SNIFF_BYTES = 8192;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

/**
 * An .xlsx workbook is a zip archive; text (UTF-8, a single-byte code page, or UTF-16 with its
 * byte-order mark) has no NUL byte and few control characters. An image, a PDF or an old .xls renamed
 * `.csv` has both, and used to be read as a CSV without a phone column.
 */
export function fileContent(head: Uint8Array): FileContent {
  if (startsWith(head, ZIP)) return 'workbook';
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return 'text';
  let controls = 0;
  for (const byte of head) {
    if (byte === 0) return 'other';
    // Tab, line feed, form feed and carriage return are text.
    if (byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13) controls++;
  }
  return controls * 100 > head.length ? 'other' : 'text';
}
