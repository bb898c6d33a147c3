import readXlsxFile from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { toXlsx } from './to-xlsx';

describe('toXlsx', () => {
  it('writes the header and rows that a spreadsheet reader reads back', async () => {
    const file = await toXlsx(
      ['Conversation', 'Bot', 'Turns', 'Last message'],
      [
        ['c-1', 'Order assistant', 3, 'Hello'],
        ['c-2', 'Order assistant', 1, null],
      ],
      'Chat report',
    );
    const [sheet] = await readXlsxFile(file);
    expect(sheet?.sheet).toBe('Chat report');
    expect(sheet?.data).toEqual([
      ['Conversation', 'Bot', 'Turns', 'Last message'],
      ['c-1', 'Order assistant', 3, 'Hello'],
      ['c-2', 'Order assistant', 1, null],
    ]);
  });

  it('keeps text that looks like a formula and non-English text as plain text', async () => {
    const [sheet] = await readXlsxFile(await toXlsx(['Text'], [['=SUM(A1)'], ['नमस्ते'], ['مرحبا'], ['+919876543210']], 'Export'));
    expect(sheet?.data.slice(1)).toEqual([['=SUM(A1)'], ['नमस्ते'], ['مرحبا'], ['+919876543210']]);
  });

  it('makes a sheet name Excel accepts', async () => {
    const [sheet] = await readXlsxFile(await toXlsx(['A'], [], 'Report: 2026/11 [all] and more words than fit'));
    expect(sheet?.sheet).toBe('Report  2026 11  all  and more ');
  });
});
