import type { VariableSource } from '@/api/contracts/campaigns';
import type { RcsCampaignReportColumn } from '@/api/contracts/rcs-campaigns';
import { NOT_RCS_CAPABLE, rcsReasonOf, smsFallbackOutcome } from '@/api/rules/rcs-reasons';
import en from '../../public/assets/i18n/en.json';
import { variablesFor } from '../messaging/campaigns/recipient-variables';
import { rcsStatusTimeOf, type RcsRecipientSource } from '../messaging/rcs-campaigns/rcs-report-repo';
import { instantCell, wordCell, type Cell } from './cell';

/** The file's sentences are the console's English ones, so a file and the report say the same. */
const sentences: Record<string, string> = en.rcsReasons.reason;
const smsSentences: Record<string, string> = en.rcsReasons.sms;

interface RowReason {
  providerCode: string;
  sentence: string;
  outcome: string | null;
}

/**
 * A row's reason as the report shows it: a sentence, the provider's code, Google's words only when
 * no sentence explains them, and what SMS fallback did (a row sent by SMS: its number has no RCS).
 */
function reasonOf(row: RcsRecipientSource, campaignHasFallback: boolean): RowReason | null {
  const via = row.sent_via === 'sms' ? 'sms' : 'rcs';
  const code = via === 'sms' ? NOT_RCS_CAPABLE : (row.error_code ?? row.skip_reason);
  if (!code) return null;
  const text = via === 'sms' ? null : (row.error_text ?? row.skip_reason);
  const reason = rcsReasonOf(code, text);
  const sentence = sentences[reason.key] ?? '';
  const outcome = smsFallbackOutcome({ status: row.status, via, reason }, campaignHasFallback);
  return {
    providerCode: reason.providerCode,
    sentence: !reason.known && text ? `${sentence} ${en.rcsReasons.provider_said.replace('{{text}}', text)}` : sentence,
    outcome: outcome ? (smsSentences[outcome] ?? null) : null,
  };
}

/** What a row's cells read besides the row, worked out once a row. */
interface RowContext {
  reason: RowReason | null;
  variables: Record<string, string>;
}

type ColumnCell = (row: RcsRecipientSource, context: RowContext) => Cell;

const COLUMNS: Record<Exclude<RcsCampaignReportColumn, 'variables'>, { header: string; cell: ColumnCell }> = {
  phone: { header: 'Phone', cell: (row) => row.phone },
  status: { header: 'Status', cell: (row) => wordCell(en.rcsCampaigns.recipient, row.status) },
  status_time: { header: 'Status time', cell: (row) => instantCell(rcsStatusTimeOf(row)) },
  sent_by: { header: 'Sent by', cell: (row) => (row.sent_via === 'sms' ? 'SMS' : row.sent_at ? 'RCS' : null) },
  error_code: { header: 'Error code', cell: (_row, { reason }) => reason?.providerCode ?? null },
  reason: { header: 'Reason', cell: (_row, { reason }) => reason?.sentence ?? null },
  sms_fallback: { header: 'SMS fallback', cell: (_row, { reason }) => reason?.outcome ?? null },
  message_id: { header: 'Message id', cell: (row) => row.provider_message_id },
};

/**
 * The header and a row's cells for the chosen columns of the RCS campaign report, in the column
 * list's order; `variables` spreads into one `{{name}}` column per template variable.
 */
export function rcsReportLayout(chosen: readonly RcsCampaignReportColumn[], mapping: Record<string, VariableSource>, campaignHasFallback: boolean) {
  const parts = chosen.flatMap((column): { header: string; cell: ColumnCell }[] =>
    column === 'variables'
      ? Object.keys(mapping).map((name) => ({ header: `{{${name}}}`, cell: (_row, { variables }) => variables[name] ?? '' }))
      : [COLUMNS[column]],
  );
  return {
    header: parts.map((part) => part.header),
    cells: (row: RcsRecipientSource) => {
      const context = { reason: reasonOf(row, campaignHasFallback), variables: variablesFor(mapping, row.variables) };
      return parts.map((part) => part.cell(row, context));
    },
  };
}
