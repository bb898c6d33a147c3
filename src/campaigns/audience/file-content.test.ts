import { describe, expect, it } from 'vitest';
import { fileContent } from './file-content';

const bytes = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));
const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR', [0, 0, 1, 0, 0, 0, 1, 0, 8, 6, 0, 0, 0]);

describe('fileContent', () => {
  it.each([
    ['a CSV', bytes('name,phone\r\nAsha,9876543210\n'), 'text'],
    ['tab-separated text with a form feed', bytes('phone\tname\f\n98765\tÉloïse\n'), 'text'],
    ['Windows-1252 text (not UTF-8)', bytes('name,phone\n', [0xc9], 'loise,9876543210\n'), 'text'],
    ['UTF-16 with its byte-order mark', bytes([0xff, 0xfe], [0x70, 0, 0x68, 0]), 'text'],
    ['an empty file', bytes(), 'text'],
    ['an .xlsx (a zip archive)', bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), 'workbook'],
    ['a PNG image', png, 'other'],
    ['a PDF', bytes('%PDF-1.7\n', [0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a, 0x01, 0x02, 0x03]), 'other'],
    ['an old .xls workbook', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'other'],
  ])('reads %s as %s', (_, head, expected) => {
    expect(fileContent(head)).toBe(expected);
  });
});
