import { describe, expect, it } from 'vitest';
import { CopyLines } from './copy-lines';

/** COPY's CSV rows, each ending in its keyset column: a quoted comma, a quoted line break, an empty field. */
const COPY_OUTPUT = '+919812345678,Sent,7\n"a, b","line\none",12\n,"say ""hi""",305\n';
const FILE_LINES = '+919812345678,Sent\r\n"a, b","line\none"\r\n,"say ""hi"""\r\n';

function fed(slices: string[]) {
  const lines = new CopyLines(0);
  for (const slice of slices) lines.take(Buffer.from(slice));
  return lines;
}

describe('CopyLines', () => {
  it('writes the file lines without the keyset, whatever the slices COPY comes in', () => {
    for (let cut = 1; cut < COPY_OUTPUT.length; cut += 1) {
      const lines = fed([COPY_OUTPUT.slice(0, cut), COPY_OUTPUT.slice(cut)]);
      expect(lines.lines().toString(), `cut at ${cut}`).toBe(FILE_LINES);
      expect(lines.rows).toBe(3);
      expect(lines.last).toBe('305');
    }
    expect(fed([...COPY_OUTPUT]).lines().toString()).toBe(FILE_LINES);
  });

  it('refuses a COPY that ended inside a row', () => {
    expect(() => fed([COPY_OUTPUT, '"open,9']).lines()).toThrow('A COPY row came without its end.');
  });

  it('has no keyset before a row', () => {
    expect(fed([]).last).toBeNull();
  });
});
