import { describe, expect, it } from 'vitest';
import { toCsv } from './to-csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [[1, true], ['x', 'y']])).toBe('a,b\r\n1,true\r\nx,y\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(toCsv(['text'], [['say "hi", then'], ['two\nlines'], ['cr\rhere']])).toBe('text\r\n"say ""hi"", then"\r\n"two\nlines"\r\n"cr\rhere"\r\n');
  });

  it('keeps leading and trailing spaces by quoting', () => {
    expect(toCsv(['t'], [[' padded ']])).toBe('t\r\n" padded "\r\n');
  });

  it('writes empty cells for null and undefined', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, '']])).toBe('a,b,c\r\n,,\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    expect(toCsv(['t'], [['=SUM(A1)'], ['@cmd'], ['-2+3'], ['+1 555'], [-5]])).toBe("t\r\n'=SUM(A1)\r\n'@cmd\r\n'-2+3\r\n'+1 555\r\n-5\r\n");
  });

  it('keeps phone numbers and signed numbers as written', () => {
    expect(toCsv(['phone'], [['+919876543210'], ['-12.5']])).toBe('phone\r\n+919876543210\r\n-12.5\r\n');
  });

  it('keeps non-English text as it is', () => {
    expect(toCsv(['name'], [['مرحبا'], ['नमस्ते']])).toBe('name\r\nمرحبا\r\nनमस्ते\r\n');
  });
});
