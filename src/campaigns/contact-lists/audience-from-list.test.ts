import { describe, expect, it } from 'vitest';
import { audienceRows } from '../audience/audience-rows';
import { audienceFromList } from './audience-from-list';

describe('audienceFromList', () => {
  it("gives a list's rows, over its pages, as a parsed upload of valid numbers with the list's columns", () => {
    const result = audienceFromList('Spring fair', ['name', 'city'], [
      [
        { phone: '+919811111111', cells: { name: 'Ravi', city: 'Delhi' } },
        { phone: '+919811111112', cells: { name: 'Asha' } },
      ],
      [{ phone: '+971561234567', cells: { name: 'Omar\u001fX', city: 'Dubai' } }],
    ]);
    expect(result.counts).toEqual({ total: 3, valid: 3, invalid: 0, duplicate: 0 });
    expect(result.files).toEqual([{ name: 'Spring fair', columns: ['phone', 'name', 'city'], phoneColumn: 'phone', rows: 3, error: null }]);
    // The review step names the list the user picked, not a file.
    expect(result.listName).toBe('Spring fair');
    expect([...audienceRows(result.chunks)]).toEqual([
      { file: 0, row: 2, phone: '+919811111111', values: { phone: '+919811111111', name: 'Ravi', city: 'Delhi' } },
      { file: 0, row: 3, phone: '+919811111112', values: { phone: '+919811111112', name: 'Asha', city: '' } },
      { file: 0, row: 4, phone: '+971561234567', values: { phone: '+971561234567', name: 'OmarX', city: 'Dubai' } },
    ]);
    expect(result.preview.map((row) => row.cells)).toEqual([
      ['+919811111111', 'Ravi', 'Delhi'],
      ['+919811111112', 'Asha', ''],
      ['+971561234567', 'OmarX', 'Dubai'],
    ]);
  });

  it('is an empty audience for an empty list', () => {
    expect(audienceFromList('Empty', [], [[]]).counts.valid).toBe(0);
  });
});
