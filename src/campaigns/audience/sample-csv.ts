import Papa from 'papaparse';
import { saveFile } from '@/ui/save-file';
import type { VariableSlot } from '@/api/rules/template-variable-slots';

/** Numbers in the sample: one in E.164 and one written nationally, to show both are accepted. */
const samplePhones = ['+919876543210', '09812345678'];

/**
 * A CSV a user can fill in for a template: the phone column, then one column per variable, and two
 * rows of the template's example values. Cells are quoted where needed (commas, quotes, line breaks).
 * @example buildSampleCsv([{ key: 'body.1', name: '1', column: 'body_1', example: 'Asha' }]) // 'phone,body_1\r\n+919876543210,Asha\r\n…'
 */
export function buildSampleCsv(slots: readonly VariableSlot[], phoneColumn = 'phone'): string {
  const fields = [phoneColumn, ...slots.map((s) => s.column)];
  const data = samplePhones.map((phone) => [phone, ...slots.map((s) => s.example)]);
  return Papa.unparse({ fields, data });
}

/** Offers a text as a file to save; `\uFEFF` first so Excel reads the CSV as UTF-8 (Arabic, Hindi names). */
export function downloadCsv(csv: string, fileName: string) {
  saveFile(fileName, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}
