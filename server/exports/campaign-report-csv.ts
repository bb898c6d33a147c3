import type { CampaignReportColumn } from '@/api/contracts/campaign-export';
import type { RecipientStatus, VariableSource } from '@/api/contracts/campaigns';
import { UNKNOWN_WHATSAPP_REASON, WHATSAPP_REASONS } from '@/api/rules/whatsapp-reasons';
import en from '../../public/assets/i18n/en.json';
import { csvCell } from './csv-text';
import type { CsvStatement } from './export-jobs-repo';

/**
 * The campaign report's CSV lines written by the database, a batch per statement: the same text as
 * campaign-report-cells.ts through csv-text.ts (the export tests compare both to the report's rows),
 * without a JavaScript object per row, which cost about six times a bare COPY of the same rows
 * (docs/performance.md, Session 27). Each rule below mirrors its JavaScript one.
 */

/** JavaScript's `\s`, what String.prototype.trim removes (taken from JavaScript itself, so both agree). */
const JS_SPACES = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
  .filter((char) => /\s/.test(char))
  .join('');
/** The same characters as the content of a PostgreSQL bracket expression. */
const JS_SPACE = [...JS_SPACES].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
/** csv-text.ts's rules as PostgreSQL regular expressions (P.care, P.formula, P.signed, P.quote) and the spaces (P.spaces). */
const PATTERNS = [
  // Either rule may apply (NEEDS_CARE).
  `^[=+@${JS_SPACE}-]|[",\\r\\n]|[${JS_SPACE}]$`,
  // FORMULA_START and SIGNED_NUMBER (JavaScript's \\d is ASCII).
  '^[=+@\\t\\r-]',
  '^[+-][0-9]+(\\.[0-9]+)?$',
  // Quoted: a quote, comma or line break, or space at either edge.
  `[",\\r\\n]|^[${JS_SPACE}]|[${JS_SPACE}]$`,
  JS_SPACES,
] as const;

/** The patterns and words the expressions read, as the statement's parameters after its first four: no text of the console is spliced into SQL. */
const P = { care: '$5::text', formula: '$6::text', signed: '$7::text', quote: '$8::text', spaces: '$9::text', statuses: '$10::jsonb', known: '$11::jsonb', unknown: '$12::text', saidBefore: '$13::text', saidAfter: '$14::text' };

/**
 * csvCell of a text value of the row. Patterns cost several times a bare COPY, so most values are
 * passed by plain string functions first: a signed whole number (a phone, tested first as the one
 * value every row has); or no quote, comma or line break, no formula character first and no space
 * as its first or last character (a test of two characters, where trimming scanned the set for
 * each). Either goes out as it is, as in csv-text.ts; anything else (and '') takes the patterns.
 */
const csvCellSql = (x: string) => `case when ${x} is null then ''
  when (left(${x}, 1) in ('+', '-') and length(${x}) > 1 and ltrim(substr(${x}, 2), '0123456789') = '')
    or (strpos(${x}, '"') = 0 and strpos(${x}, ',') = 0 and strpos(${x}, E'\\n') = 0 and strpos(${x}, E'\\r') = 0 and left(${x}, 1) not in ('=', '+', '-', '@')
      and strpos(${P.spaces}, left(${x}, 1)) = 0 and strpos(${P.spaces}, right(${x}, 1)) = 0) then ${x}
  when ${x} !~ ${P.care} or ${x} ~ ${P.signed} then ${x}
  when ${x} ~ ${P.formula} then (case when ('''' || ${x}) ~ ${P.quote} then '"' || replace('''' || ${x}, '"', '""') || '"' else '''' || ${x} end)
  when ${x} ~ ${P.quote} then '"' || replace(${x}, '"', '""') || '"' else ${x} end`;

/** An instant as Date.prototype.toISOString writes it (milliseconds cut, as a JavaScript Date holds them): never quoted. */
const iso = (x: string) => `to_char(${x} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A column of the file: a value csvCellSql is still to write, or a cell already as the file has it. */
type ColumnSql = { value: string } | { cell: string };

/** Words each already written as a cell: the console's own texts are escaped here, once, not per row. */
const asCells = (words: Record<string, string>) => Object.fromEntries(Object.entries(words).map(([key, word]) => [key, csvCell(word)]));

/** The sentence of every code the table knows; any other code is the unknown sentence and the provider's words. */
const KNOWN_SENTENCES = Object.fromEntries(Object.entries(WHATSAPP_REASONS).map(([code, key]) => [code, en.waReasons.reason[key as keyof typeof en.waReasons.reason] ?? '']));
const UNKNOWN_SENTENCE = en.waReasons.reason[UNKNOWN_WHATSAPP_REASON as keyof typeof en.waReasons.reason] ?? '';
const [SAID_BEFORE, SAID_AFTER] = ((at) => (at < 0 ? [en.waReasons.provider_said, ''] : [en.waReasons.provider_said.slice(0, at), en.waReasons.provider_said.slice(at + '{{text}}'.length)]))(en.waReasons.provider_said.indexOf('{{text}}'));

/** P.statuses … P.saidAfter: the screen's status words and the known sentences as cells already. */
const WORDS = [JSON.stringify(asCells(en.waReport.status)), JSON.stringify(asCells(KNOWN_SENTENCES)), UNKNOWN_SENTENCE, SAID_BEFORE, SAID_AFTER] as const;

const COLUMN_SQL: Record<Exclude<CampaignReportColumn, 'variables'>, ColumnSql> = {
  phone: { value: 'phone' },
  // An enum value the screen has no word for goes out as it is, as wordCell does (its names need no quoting).
  status: { cell: `coalesce(${P.statuses} ->> status::text, status::text)` },
  status_time: { cell: `coalesce(${iso(`case status::text when 'SENT' then sent_at when 'DELIVERED' then delivered_at when 'READ' then read_at when 'FAILED' then failed_at when 'SKIPPED' then skipped_at end`)}, '')` },
  error_code: { value: 'error_code' },
  // whatsappReasonLine of errorCode ?? skipReason, with errorText ?? skipReason as the provider's words:
  // a known code's sentence is a cell already; the unknown sentence with the provider's words is escaped per row.
  reason: {
    cell: `case when coalesce(error_code, skip_reason, '') = '' then ''
    when ${P.known} ? coalesce(error_code, skip_reason) then ${P.known} ->> coalesce(error_code, skip_reason)
    else ${csvCellSql(`(case when coalesce(error_text, skip_reason, '') = '' then ${P.unknown} else ${P.unknown} || ' ' || ${P.saidBefore} || coalesce(error_text, skip_reason) || ${P.saidAfter} end)`)} end`,
  },
  message_id: { value: 'provider_message_id' },
};

/**
 * Names every parameter with its type whichever columns use it (PostgreSQL refuses a parameter it
 * cannot type). It reads no column, so it is a one-time filter, never a test per row.
 */
const TYPED = `num_nulls(${Object.values(P).join(', ')}) >= 0`;

/** A string as a SQL literal: a template variable's name or fixed text, chosen by the campaign's maker. */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The select of one page's CSV text, in the order campaignReportLayout gives the columns; `variables`
 * spreads into one column per template variable (variablesFor: fixed text, or the row's column or '').
 * The inner select reads each column once: its limit keeps PostgreSQL from folding it into the outer
 * one, which would repeat a column's expression in every test of csvCellSql.
 */
export function campaignReportCsv(campaign: { id: string; variable_mapping: Record<string, VariableSource> }, chosen: readonly CampaignReportColumn[], variableNames: readonly string[], status: RecipientStatus | undefined) {
  const columns = chosen.flatMap((column): ColumnSql[] =>
    column === 'variables'
      ? variableNames.map((name) => {
          const source = campaign.variable_mapping[name];
          return source?.kind === 'text' ? { cell: literal(csvCell(source.text)) } : source ? { value: `coalesce(variables ->> ${literal(source.column)}, '')` } : { cell: `''` };
        })
      : [COLUMN_SQL[column]],
  );
  const sql = `select count(*)::integer as rows, max(id)::text as last, coalesce(string_agg(line, '' order by id), '') as text
    from (select id, ${columns.map((column, index) => ('value' in column ? csvCellSql(`c${index}`) : `c${index}`)).join(` || ',' || `)} || E'\\r\\n' as line
      from (select r.id, ${columns.map((column, index) => `(${'value' in column ? column.value : column.cell})::text as c${index}`).join(', ')}
        from campaign_recipients r where campaign_id = $1 and ($2::text is null or status = $2) and r.id > $3 and ${TYPED} order by r.id limit $4) cells) lines`;
  return (after: string | null, limit: number): CsvStatement => ({ sql, params: [campaign.id, status ?? null, Number(after ?? 0), limit, ...PATTERNS, ...WORDS] });
}
