import type { CampaignReportColumn } from '@/api/contracts/campaign-export';
import type { RecipientStatus, VariableSource } from '@/api/contracts/campaigns';
import { UNKNOWN_WHATSAPP_REASON, WHATSAPP_REASONS } from '@/api/rules/whatsapp-reasons';
import en from '../../public/assets/i18n/en.json';
import type { Queryable } from '../platform/db/db';
import type { CsvBatch } from './export-kind';

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
/** csv-text.ts's rules as PostgreSQL regular expressions (w.care, w.formula, w.signed, w.quote) and the spaces (w.spaces). */
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

/**
 * csvCell of a text column of the page's select. Patterns cost several times a bare COPY, so most
 * values are passed by plain string functions first: no quote, comma or line break, no formula
 * character first and no space at either edge; or a signed whole number (a phone). Either goes out as
 * it is, as in csv-text.ts; anything else takes the patterns.
 */
const csvCell = (x: string) => `case when ${x} is null then ''
  when (strpos(${x}, '"') = 0 and strpos(${x}, ',') = 0 and strpos(${x}, E'\\n') = 0 and strpos(${x}, E'\\r') = 0 and left(${x}, 1) not in ('=', '+', '-', '@') and btrim(${x}, w.spaces) = ${x})
    or (left(${x}, 1) in ('+', '-') and length(${x}) > 1 and ltrim(substr(${x}, 2), '0123456789') = '') then ${x}
  when ${x} !~ w.care or ${x} ~ w.signed then ${x}
  when ${x} ~ w.formula then (case when ('''' || ${x}) ~ w.quote then '"' || replace('''' || ${x}, '"', '""') || '"' else '''' || ${x} end)
  when ${x} ~ w.quote then '"' || replace(${x}, '"', '""') || '"' else ${x} end`;

/** An instant as Date.prototype.toISOString writes it (milliseconds cut, as a JavaScript Date holds them). */
const iso = (x: string) => `to_char(${x} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The sentence of every code the table knows; any other code is the unknown sentence and the provider's words. */
const KNOWN_SENTENCES = Object.fromEntries(Object.entries(WHATSAPP_REASONS).map(([code, key]) => [code, en.waReasons.reason[key as keyof typeof en.waReasons.reason] ?? '']));
const UNKNOWN_SENTENCE = en.waReasons.reason[UNKNOWN_WHATSAPP_REASON as keyof typeof en.waReasons.reason] ?? '';
const [SAID_BEFORE, SAID_AFTER] = ((at) => (at < 0 ? [en.waReasons.provider_said, ''] : [en.waReasons.provider_said.slice(0, at), en.waReasons.provider_said.slice(at + '{{text}}'.length)]))(en.waReasons.provider_said.indexOf('{{text}}'));

/** The words the expressions read (w.statuses … w.said_after), as parameters: no text of the console is spliced into SQL. */
const WORDS = [JSON.stringify(en.waReport.status), JSON.stringify(KNOWN_SENTENCES), UNKNOWN_SENTENCE, SAID_BEFORE, SAID_AFTER] as const;

const COLUMN_SQL: Record<Exclude<CampaignReportColumn, 'variables'>, string> = {
  phone: 'phone',
  status: `coalesce(w.statuses ->> status::text, status::text)`,
  status_time: iso(`case status::text when 'SENT' then sent_at when 'DELIVERED' then delivered_at when 'READ' then read_at when 'FAILED' then failed_at when 'SKIPPED' then skipped_at end`),
  error_code: 'error_code',
  // whatsappReasonLine of errorCode ?? skipReason, with errorText ?? skipReason as the provider's words.
  reason: `case when coalesce(error_code, skip_reason, '') = '' then null
    when w.known ? coalesce(error_code, skip_reason) then w.known ->> coalesce(error_code, skip_reason)
    when coalesce(error_text, skip_reason, '') = '' then w.unknown
    else w.unknown || ' ' || w.said_before || coalesce(error_text, skip_reason) || w.said_after end`,
  message_id: 'provider_message_id',
};

/** A string as a SQL literal: a template variable's name or fixed text, chosen by the campaign's maker. */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The select of one page's CSV text, in the order campaignReportLayout gives the columns; `variables`
 * spreads into one column per template variable (variablesFor: fixed text, or the row's column or '').
 */
export function campaignReportCsv(db: Queryable, campaign: { id: string; variable_mapping: Record<string, VariableSource> }, chosen: readonly CampaignReportColumn[], variableNames: readonly string[], status: RecipientStatus | undefined) {
  const values = chosen.flatMap((column) =>
    column === 'variables'
      ? variableNames.map((name) => {
          const source = campaign.variable_mapping[name];
          return source?.kind === 'text' ? literal(source.text) : source ? `coalesce(variables ->> ${literal(source.column)}, '')` : `''`;
        })
      : [COLUMN_SQL[column]],
  );
  // The patterns and words as one row of named parameters, every one typed whichever columns are chosen.
  const sql = `with w as (select $5::text as care, $6::text as formula, $7::text as signed, $8::text as quote, $9::text as spaces,
      $10::jsonb as statuses, $11::jsonb as known, $12::text as unknown, $13::text as said_before, $14::text as said_after)
    select count(*)::integer as rows, max(id)::text as last, coalesce(string_agg(line, '' order by id), '') as text
    from (select id, ${values.map((_, index) => csvCell(`c${index}`)).join(` || ',' || `)} || E'\\r\\n' as line
      from w, (select r.id, ${values.map((value, index) => `(${value})::text as c${index}`).join(', ')}
        from campaign_recipients r, w where campaign_id = $1 and ($2::text is null or status = $2) and r.id > $3 order by r.id limit $4) cells) lines`;
  return async (after: string | null, limit: number): Promise<CsvBatch> => {
    const [page] = await db.query<{ rows: number; last: string | null; text: string }>(sql, [campaign.id, status ?? null, Number(after ?? 0), limit, ...PATTERNS, ...WORDS]);
    const rows = page?.rows ?? 0;
    return { text: page?.text ?? '', rows, next: rows === limit ? page?.last ?? null : null };
  };
}
