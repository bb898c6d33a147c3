import type { ContactRow } from '@/api/contracts/tables';
import { CELL_SEPARATOR, ROW_SEPARATOR } from '../audience/audience-separators';
import type { AudienceChunk, AudiencePreviewRow, AudienceResult } from '../audience/audience-types';
import { phoneKey } from '../audience/normalise-phone';
import { audienceLimits } from '../campaign-limits';

/** The phone's column in an audience read from a list (a list keeps its numbers apart from its columns). */
export const LIST_PHONE_COLUMN = 'phone';

const clean = (cell: string) => cell.replaceAll(CELL_SEPARATOR, '').replaceAll(ROW_SEPARATOR, '');

/**
 * A saved list's rows as the audience an uploaded file gives (one "file", every row valid: the list
 * took only valid, distinct numbers), so both send forms treat a list exactly as a parsed upload.
 * Row numbers count from 2, as a spreadsheet of the list would show them.
 */
export function audienceFromList(name: string, listColumns: readonly string[], pages: readonly (readonly ContactRow[])[]): AudienceResult {
  const columns = [LIST_PHONE_COLUMN, ...listColumns.filter((column) => column !== LIST_PHONE_COLUMN)];
  const chunks: AudienceChunk[] = [];
  const preview: AudiencePreviewRow[] = [];
  let row = 2;
  for (const page of pages) {
    if (page.length === 0) continue;
    const rows = new Uint32Array(page.length);
    const phones = new Float64Array(page.length);
    const lines: string[] = [];
    page.forEach((contact, index) => {
      const cells = [contact.phone, ...columns.slice(1).map((column) => clean(contact.cells[column] ?? ''))];
      rows[index] = row;
      phones[index] = phoneKey(contact.phone);
      lines.push(cells.join(CELL_SEPARATOR));
      if (preview.length < audienceLimits.previewRows) preview.push({ file: 0, row, cells, phone: contact.phone, status: 'valid' });
      row += 1;
    });
    chunks.push({ file: 0, columns, rows, phones, cells: lines.join(ROW_SEPARATOR), csv: null });
  }
  const total = row - 2;
  return {
    files: [{ name, columns, phoneColumn: LIST_PHONE_COLUMN, rows: total, error: null }],
    counts: { total, valid: total, invalid: 0, duplicate: 0 },
    problems: [],
    preview,
    chunks,
    listName: name,
  };
}
