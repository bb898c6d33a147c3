import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveRecipients } from '../messaging/campaigns/recipient-moves';
import { CAMPAIGNS, draftFor, phones, templateSno, uploadAudience } from '../testing/routes/campaign';
import { signedIn } from '../testing/routes/chatbot';
import { demoLogins } from '../seed/demo-accounts';
import { testDatabases } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';
import { csvLines } from './csv-text';
import { copyBatches } from './copy-lines';
import { appendPart, fileParts, insertExportJob, type ExportJobRow } from './export-jobs-repo';
import type { CsvSource, RowSource } from './export-kind';
import { campaignRecipientsExport } from './kinds/campaign-recipients';

/**
 * Text a spreadsheet runs as a formula, a signed number, quotes, commas, line breaks, every kind of
 * space JavaScript trims at either edge, non-ASCII digits and a replacement pattern: each is written
 * by csv-text.ts's rules, which COPY's lines must follow byte for byte.
 */
const NAMES = ['Asha', '=HYPERLINK("x")', 'Ravi, Jr.', 'Mina "M"', ' spaced ', '\u00a0nb', 'tab\t', '\tlead', 'new\nline', 'cr\r', '\u2028ls', '\u3000x', 'x\ufeff', '-12', '+1.5', '+1.', '+12 ', '+', '-', '-x', '@', '=1', '+1a', '+٣', '٣٤', 'ünï', '$& $1', "it's", '12,5', '"', ' ', '\\.', ''];

/** The campaign report as CSV two ways: JavaScript cells (Excel's source) and the database's COPY (CSV's). */
describe.each(testDatabases)('campaign report CSV written by COPY on $name', (database) => {
  let server: TestServer;
  let campaignId: string;

  beforeAll(async () => {
    server = await startTestServer(database);
    const designer = await signedIn(server, demoLogins.designer);
    const variableMapping = { first_name: { kind: 'column', column: 'name' }, discount: { kind: 'text', text: `15% "off", it's` } } as const;
    const draft = await draftFor(designer, demoLogins.designer.esme, { name: 'CSV by SQL', templateSno: await templateSno(designer, 'welcome_offer'), variableMapping });
    campaignId = (await designer.call('POST', CAMPAIGNS, { body: draft })).json.id;
    const list = phones(NAMES.length * 2);
    await uploadAudience(designer, campaignId, list.map((phone, index) => ({ phone, variables: { name: NAMES[index % NAMES.length] ?? '' } })));
    const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678));
    const move = (from: number, to: number, set: string) => moveRecipients(server.db, { where: 'campaign_id = $1 and phone = any($2::text[])', set, params: [campaignId, list.slice(from, to), at] });
    await move(0, 4, `status = 'FAILED', error_code = '131026', error_text = 'Message undeliverable', failed_at = $3`);
    // Codes the table does not know: the sentence for an unknown reason, then Meta's words (or none).
    await move(4, 7, `status = 'FAILED', error_code = '999', error_text = 'Odd $& "thing", here', failed_at = $3`);
    await move(7, 9, `status = 'FAILED', error_code = '998', failed_at = $3`);
    await move(9, 12, `status = 'SKIPPED', skip_reason = 'opted_out', skipped_at = $3`);
    await move(12, 14, `status = 'SKIPPED', skip_reason = 'odd_reason', skipped_at = $3`);
    // Microseconds a JavaScript Date does not hold: cut, as the report's own instants are.
    await move(20, 40, `status = 'READ', provider_message_id = 'wamid.' || phone, sent_at = $3, delivered_at = $3, read_at = $3::timestamptz + interval '0.123456 second'`);
  });
  afterAll(() => server.dispose());

  /** Every batch of the JavaScript cells, 7 rows at a time, so batches end mid-way through the cases. */
  async function cellsFile(cells: RowSource) {
    let file = csvLines([cells.header]);
    for (let after: string | null = null, first = true; first || after !== null; first = false) {
      const batch = await cells.batch(after, 7);
      file += csvLines(batch.rows);
      after = batch.next;
    }
    return file;
  }

  /** Every batch of COPY's lines, 7 rows at a time, stored as parts of a job's file as the export stores them, then read back. */
  async function storedFile(lines: CsvSource) {
    const job = await insertExportJob(server.db, { esme: demoLogins.designer.esme, userId: randomUUID(), userName: 'designer', kind: 'test', pageName: 'test', campaignId, filter: {}, columns: [], fileType: 'csv', fileName: 'test.csv', rowsTotal: 0 }, new Date());
    let part = 0;
    const copyCsv = server.db.copyCsv?.bind(server.db);
    if (!copyCsv) throw new Error(`${database.name} cannot COPY`);
    for await (const batch of copyBatches(copyCsv, lines.batch, 7)) await appendPart(server.db, job.id, part++, batch.lines(), 0, new Date());
    const bytes: Uint8Array[] = [];
    for await (const content of fileParts(server.db, job.id)) bytes.push(content);
    return csvLines([lines.header]) + Buffer.concat(bytes).toString('utf8');
  }

  it.each([
    [['phone', 'status', 'status_time', 'error_code', 'reason', 'variables', 'message_id'], {}],
    [['reason', 'variables', 'phone'], { status: 'FAILED' }],
  ])('writes %j of %j as the JavaScript cells do, byte for byte', async (columns, filter) => {
    const job = { esme: demoLogins.designer.esme, campaign_id: campaignId, columns, filter } as unknown as ExportJobRow;
    const cells: RowSource = await campaignRecipientsExport.source(server.db, job);
    const lines = (await campaignRecipientsExport.csvSource?.(server.db, job)) as CsvSource;
    const expected = await cellsFile(cells);
    expect(expected.split('\r\n').length).toBeGreaterThan('status' in filter ? 9 : NAMES.length * 2);
    expect(await storedFile(lines)).toBe(expected);
  });
});
