import Papa from 'papaparse';
import type { ScrubbedContact } from '@/api/contracts/campaigns';
import { AUDIENCE_CHUNK_MAX_ROWS } from '@/api/contracts/campaigns';
import type { AudienceRow } from '@/campaigns';

/** A number the server told us to leave out, with where it was in the file. */
export interface FlaggedRow {
  file: number;
  row: number;
  phone: string;
}

/** How many flagged rows of each kind are kept for the page's lists; the counts are always complete. */
export const MAX_LISTED = 100;

export interface ScrubOutcome {
  /** Valid, distinct numbers sent to the server. */
  checked: number;
  optedOut: FlaggedRow[];
  optedOutCount: number;
  notOnWhatsapp: FlaggedRow[];
  notOnWhatsappCount: number;
  /** Kept: the channel could not tell (Meta's Cloud API has no contacts check). */
  unknownCount: number;
  /** E.164 numbers to leave out of the clean list. */
  excluded: Set<string>;
}

export type CheckPhones = (phones: string[], signal: AbortSignal) => Promise<ScrubbedContact[]>;

/**
 * Sends the parsed file's valid numbers (already distinct: the browser parse drops repeats) to the
 * server in requests of at most 1,000, one after another, so a long list never makes a large
 * request; answers what to leave out. `onProgress` gets the numbers checked so far.
 */
export async function scrubRows(rows: Iterable<AudienceRow>, check: CheckPhones, onProgress: (checked: number) => void, signal: AbortSignal): Promise<ScrubOutcome> {
  const outcome: ScrubOutcome = { checked: 0, optedOut: [], optedOutCount: 0, notOnWhatsapp: [], notOnWhatsappCount: 0, unknownCount: 0, excluded: new Set() };
  let batch: AudienceRow[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const sent = batch;
    batch = [];
    const results = await check(
      sent.map((row) => row.phone),
      signal,
    );
    results.forEach((result, index) => {
      const source = sent[index];
      if (!source) return;
      const flagged = { file: source.file, row: source.row, phone: source.phone };
      if (result.status === 'OPTED_OUT') {
        outcome.optedOutCount += 1;
        if (outcome.optedOut.length < MAX_LISTED) outcome.optedOut.push(flagged);
      } else if (result.status === 'NOT_ON_WHATSAPP') {
        outcome.notOnWhatsappCount += 1;
        if (outcome.notOnWhatsapp.length < MAX_LISTED) outcome.notOnWhatsapp.push(flagged);
      } else if (result.whatsapp === 'UNKNOWN') outcome.unknownCount += 1;
      if (result.status !== 'VALID') outcome.excluded.add(source.phone);
    });
    outcome.checked += sent.length;
    onProgress(outcome.checked);
  };
  for (const row of rows) {
    if (signal.aborted) throw signal.reason;
    batch.push(row);
    if (batch.length === AUDIENCE_CHUNK_MAX_ROWS) await flush();
  }
  await flush();
  return outcome;
}

/**
 * The clean list as CSV: every column of the files (in first-seen order), the phone column written
 * in E.164, only the rows worth sending to.
 */
export function cleanListCsv(rows: Iterable<AudienceRow>, excluded: ReadonlySet<string>, phoneColumns: readonly (string | null)[]): string {
  const columns: string[] = ['phone'];
  const data: Record<string, string>[] = [];
  for (const row of rows) {
    if (excluded.has(row.phone)) continue;
    const phoneColumn = phoneColumns[row.file] ?? null;
    const record: Record<string, string> = { phone: row.phone };
    for (const [column, value] of Object.entries(row.values)) {
      if (column === phoneColumn) continue;
      if (!columns.includes(column)) columns.push(column);
      record[column] = value;
    }
    data.push(record);
  }
  return Papa.unparse({ fields: columns, data: data.map((record) => columns.map((column) => record[column] ?? '')) });
}
