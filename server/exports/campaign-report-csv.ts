import type { CampaignReportColumn } from '@/api/contracts/campaign-export';
import type { RecipientStatus, VariableSource } from '@/api/contracts/campaigns';
import { UNKNOWN_WHATSAPP_REASON, WHATSAPP_REASONS } from '@/api/rules/whatsapp-reasons';
import en from '../../public/assets/i18n/en.json';
import { guardFormula } from './csv-text';

/**
 * The campaign report's rows for PostgreSQL's COPY to write as CSV, a batch per COPY: the select
 * computes each cell's value (the status word, the reason sentence, the ISO time, the formula
 * guard) and COPY's own writer quotes it, as csv-text.ts does. An empty cell is NULL, which COPY
 * writes unquoted, as csvCell writes '' (COPY writes '' as ""). The last column is the row's id, the
 * next batch's keyset, which copy-lines.ts cuts off. The file's text is campaign-report-cells.ts's
 * through csv-text.ts: the export tests compare both over every awkward case.
 */

/** A string as a SQL literal. COPY takes no parameters, so every value of the statement is one. */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The cell of a text value: NULL for none or '', an apostrophe before a formula's start unless it is
 * a signed number (guardFormula). The first character is told by its code (`ascii`, no text made);
 * only a value starting with one of them takes the pattern (a phone, in every row: measured the
 * cheapest of string functions and patterns, docs/performance.md Session 33).
 */
const guarded = (x: string) => `case when ascii(${x}) not in (61, 43, 45, 64, 9, 13) then nullif(${x}, '')
  when ${x} ~ '^[+-][0-9]+(\\.[0-9]+)?$' then ${x} else '''' || ${x} end`;

/** An instant as Date.prototype.toISOString writes it (milliseconds cut, as a JavaScript Date holds them). */
const iso = (x: string) => `to_char(${x} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A column of the file: a value still to guard, or a cell's value already guarded (the console's own words, guarded once here). */
type ColumnSql = { value: string } | { cell: string };

/** Words guarded once, as a jsonb literal: the console's own texts are not tested per row. */
const wordsJson = (words: Record<string, string>) => `${literal(JSON.stringify(Object.fromEntries(Object.entries(words).map(([key, word]) => [key, guardFormula(word)]))))}::jsonb`;

/** The sentence of every code the table knows; any other code is the unknown sentence and the provider's words. */
const KNOWN_SENTENCES = Object.fromEntries(Object.entries(WHATSAPP_REASONS).map(([code, key]) => [code, en.waReasons.reason[key as keyof typeof en.waReasons.reason] ?? '']));
const UNKNOWN_SENTENCE = en.waReasons.reason[UNKNOWN_WHATSAPP_REASON as keyof typeof en.waReasons.reason] ?? '';
const [SAID_BEFORE, SAID_AFTER] = ((at) => (at < 0 ? [en.waReasons.provider_said, ''] : [en.waReasons.provider_said.slice(0, at), en.waReasons.provider_said.slice(at + '{{text}}'.length)]))(en.waReasons.provider_said.indexOf('{{text}}'));
const STATUSES = wordsJson(en.waReport.status);
const KNOWN = wordsJson(KNOWN_SENTENCES);

const COLUMN_SQL: Record<Exclude<CampaignReportColumn, 'variables'>, ColumnSql> = {
  phone: { value: 'phone' },
  // An enum value the screen has no word for goes out as it is, as wordCell does.
  status: { cell: `coalesce(${STATUSES} ->> status::text, status::text)` },
  status_time: { cell: iso(`case status::text when 'SENT' then sent_at when 'DELIVERED' then delivered_at when 'READ' then read_at when 'FAILED' then failed_at when 'SKIPPED' then skipped_at end`) },
  error_code: { value: 'error_code' },
  // whatsappReasonLine of errorCode ?? skipReason, with errorText ?? skipReason as the provider's words:
  // a known code's sentence is guarded already; the unknown sentence with the provider's words per row.
  reason: {
    cell: `case when coalesce(error_code, skip_reason, '') = '' then null
    when ${KNOWN} ? coalesce(error_code, skip_reason) then nullif(${KNOWN} ->> coalesce(error_code, skip_reason), '')
    else ${guarded(`(case when coalesce(error_text, skip_reason, '') = '' then ${literal(UNKNOWN_SENTENCE)} else ${literal(`${UNKNOWN_SENTENCE} ${SAID_BEFORE}`)} || coalesce(error_text, skip_reason) || ${literal(SAID_AFTER)} end)`)} end`,
  },
  message_id: { value: 'provider_message_id' },
};

/**
 * The select of one batch, in the order campaignReportLayout gives the columns, then the id;
 * `variables` spreads into one column per template variable (variablesFor: fixed text, or the row's
 * column or none). The inner select reads each column once: its limit keeps PostgreSQL from folding
 * it into the outer one, which would repeat a column's expression in every test of `guarded`.
 */
export function campaignReportCsv(campaign: { id: string; variable_mapping: Record<string, VariableSource> }, chosen: readonly CampaignReportColumn[], variableNames: readonly string[], status: RecipientStatus | undefined) {
  const columns = chosen.flatMap((column): ColumnSql[] =>
    column === 'variables'
      ? variableNames.map((name) => {
          const source = campaign.variable_mapping[name];
          return source?.kind === 'text' ? { cell: source.text ? literal(guardFormula(source.text)) : 'null' } : source ? { value: `variables ->> ${literal(source.column)}` } : { cell: 'null' };
        })
      : [COLUMN_SQL[column]],
  );
  const where = `campaign_id = ${literal(campaign.id)}${status ? ` and status = ${literal(status)}` : ''}`;
  return (after: string | null, limit: number) =>
    `select ${columns.map((column, index) => `${'value' in column ? guarded(`c${index}`) : `c${index}`}, `).join('')}id
      from (select r.id${columns.map((column, index) => `, (${'value' in column ? column.value : column.cell})::text as c${index}`).join('')}
        from campaign_recipients r where ${where} and r.id > ${Number(after ?? 0)} order by r.id limit ${Math.trunc(limit)}) cells order by id`;
}
