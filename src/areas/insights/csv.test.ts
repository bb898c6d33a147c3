import { describe, expect, it } from 'vitest';
import { tableCsv, type TableColumn } from './csv';

type Row = { name: string; sent: number; rate: number | null };
const columns: TableColumn<Row>[] = [
  { key: 'name', label: 'Campaign', value: (row) => row.name },
  { key: 'sent', label: 'Sent', value: (row) => row.sent, numeric: true },
  { key: 'rate', label: 'Delivery rate', value: (row) => row.rate ?? '' },
];

describe('tableCsv', () => {
  it('writes the headings and raw numbers, quoting commas and quotes, with a BOM and CRLF', () => {
    expect(tableCsv(columns, [{ name: 'Diwali, "big" sale', sent: 12000, rate: 0.75 }, { name: 'Empty', sent: 0, rate: null }])).toBe(
      '\uFEFFCampaign,Sent,Delivery rate\r\n"Diwali, ""big"" sale",12000,0.75\r\nEmpty,0,\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(tableCsv(columns, [{ name: '=HYPERLINK("x")', sent: 1, rate: 1 }]).split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",1,1`);
  });

  it('keeps Arabic headings and text as they are', () => {
    expect(tableCsv([{ key: 'n', label: 'الحملة', value: (row: { n: string }) => row.n }], [{ n: 'إطلاق' }])).toBe('\uFEFFالحملة\r\nإطلاق\r\n');
  });
});
