import type { AudienceChunkRequest, ChunkColumns } from '@/api/contracts/campaigns';
import type { Queryable } from '../../platform/db/db';
import { ApiError } from '../../platform/api-error';
import { FIRST_DEPTH, type PrefixGroup } from './audience-time-zones';
import type { CampaignRow } from './campaign-rows';
import { addToCounter, resetCounters } from './recipient-moves';

/**
 * One audience import per campaign (messaging.md "Audience files"): chunks are staged under the
 * import's id, a chunk sent twice is stored once, and `completeImport` swaps the staged rows in as
 * the campaign's recipients in one transaction. An import that never completes leaves no recipient.
 */

const importConflict = (message: string, extra?: Record<string, unknown>) => new ApiError('importMismatch', message, undefined, extra);

function assertImportable(campaign: CampaignRow) {
  if (campaign.audience_kind !== 'UPLOAD_FILE') throw new ApiError('invalidRequest', 'This campaign does not take a file.', { audience: 'Not UPLOAD_FILE' });
  if (campaign.state !== 'DRAFT' && campaign.state !== 'REJECTED') throw new ApiError('campaignStateConflict', `A ${campaign.state} campaign's audience cannot change.`);
}

/** Stages one chunk; a new import id drops the unfinished import it replaces. Call inside a transaction holding the campaign row. */
export async function stageChunk(tx: Queryable, campaign: CampaignRow, chunk: Pick<AudienceChunkRequest, 'importId' | 'chunkIndex'> & ChunkColumns): Promise<{ chunksReceived: number; rowsReceived: number }> {
  assertImportable(campaign);
  if (campaign.import_id !== chunk.importId) {
    if (campaign.import_id && campaign.import_state === 'IN_PROGRESS') await dropStaged(tx, campaign.import_id);
    await tx.query(`update campaigns set import_id = $2, import_state = 'IN_PROGRESS' where id = $1`, [campaign.id, chunk.importId]);
  } else if (campaign.import_state === 'COMPLETE') {
    throw importConflict('This import is already complete; start a new one to replace the audience.');
  }
  return stageRows(tx, chunk.importId, chunk.chunkIndex, chunk);
}

/**
 * Stores a chunk's rows as one row (its phones as newline-joined lines, a phone being E.164; its variables
 * as one JSON array of a row's names and values, in the same order), so a chunk costs one tuple instead of a
 * thousand: the rows are written one more time only when the import completes. A chunk already staged is
 * left as it is, so a retried request changes nothing.
 */
export async function stageRows(tx: Queryable, importId: string, chunkIndex: number, { phones, columns, values }: ChunkColumns) {
  await tx.query('insert into campaign_import_chunks (import_id, chunk_index, row_count, phones, variables) values ($1, $2, $3, $4, $5) on conflict do nothing', [
    importId,
    chunkIndex,
    phones.length,
    phones.join('\n'),
    JSON.stringify(rowVariables({ phones, columns, values })),
  ]);
  const [totals] = await tx.query<{ chunks: number; rows: number }>('select count(*)::int as chunks, coalesce(sum(row_count), 0)::int as rows from campaign_import_chunks where import_id = $1', [importId]);
  return { chunksReceived: totals?.chunks ?? 0, rowsReceived: totals?.rows ?? 0 };
}

/**
 * Each row's variables by name, as the staged array holds them. Plain loops: `Object.fromEntries` a row cost
 * twice as much, and an object without a prototype three times; a column named `__proto__` (which an
 * assignment would take for the prototype) goes the slow way, as a name like any other.
 */
function rowVariables({ phones, columns, values }: ChunkColumns): Record<string, string>[] {
  if (columns.includes('__proto__')) return phones.map((_, row) => Object.fromEntries(columns.map((column, index) => [column, values[index]?.[row] ?? ''])));
  return phones.map((_, row) => {
    const variables: Record<string, string> = {};
    columns.forEach((column, index) => {
      variables[column] = values[index]?.[row] ?? '';
    });
    return variables;
  });
}

async function dropStaged(tx: Queryable, importId: string) {
  await tx.query('delete from campaign_import_chunks where import_id = $1', [importId]);
}

/** Replaces the campaign's recipients with the staged rows, the first row of each phone winning. */
export async function completeImport(tx: Queryable, campaign: CampaignRow, importId: string, chunkCount: number, now: Date): Promise<{ recipients: number; duplicates: number; prefixes: PrefixGroup[] }> {
  assertImportable(campaign);
  if (campaign.import_id !== importId || campaign.import_state !== 'IN_PROGRESS') throw importConflict('No unfinished import with this id.');
  const chunks = await tx.query<{ chunk_index: number; row_count: number }>('select chunk_index, row_count from campaign_import_chunks where import_id = $1', [importId]);
  const have = new Set(chunks.map((chunk) => chunk.chunk_index));
  const missing = Array.from({ length: chunkCount }, (_, index) => index).filter((index) => !have.has(index));
  if (missing.length || have.size !== chunkCount) throw importConflict('Some chunks have not arrived.', { missingChunks: missing.slice(0, 100) });
  await tx.query('delete from campaign_recipients where campaign_id = $1', [campaign.id]);
  await resetCounters(tx, campaign.id);
  const staged = chunks.reduce((sum, chunk) => sum + chunk.row_count, 0);
  // Sorted by phone, the rows reach the (campaign, phone) unique index in key order. Byte order ("C")
  // is that order for E.164 numbers whatever the database's collation, and sorts without a locale's
  // comparisons (a third less sort time on PostgreSQL 15 with C.UTF-8); equality is the same in both.
  // Counted by their first digits as they go in, for the time zones they span (`audienceTimeZones`): no second read of a million rows.
  const prefixes = await tx.query<PrefixGroup>(
    `with added as (
       insert into campaign_recipients (campaign_id, phone, variables, created_on)
       select distinct on (t.phone collate "C") $2::uuid, t.phone, t.variables, $3::timestamptz
       from campaign_import_chunks c, rows from (unnest(string_to_array(c.phones, E'\\n')), jsonb_array_elements(c.variables::jsonb)) with ordinality as t(phone, variables, ord)
       where c.import_id = $1
       order by t.phone collate "C", c.chunk_index, t.ord
       returning phone
     ) select substr(phone, 2, $4::int) as prefix, min(phone) as sample, count(*)::int as n from added group by 1`,
    [importId, campaign.id, now, FIRST_DEPTH],
  );
  const recipients = prefixes.reduce((sum, group) => sum + group.n, 0);
  await dropStaged(tx, importId);
  await tx.query(`update campaigns set import_state = 'COMPLETE', updated_on = $2 where id = $1`, [campaign.id, now]);
  await addToCounter(tx, campaign.id, 'PENDING', recipients);
  return { recipients, duplicates: staged - recipients, prefixes };
}
