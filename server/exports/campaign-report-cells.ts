import { reasonOf, statusTimeOf, type CampaignReportColumn } from '@/api/contracts/campaign-export';
import type { RecipientRow } from '@/api/contracts/campaigns';
import { whatsappReasonLine } from '@/api/rules/whatsapp-reasons';
import en from '../../public/assets/i18n/en.json';
import { instantCell, wordCell, type Cell } from './cell';

const HEADERS: Record<Exclude<CampaignReportColumn, 'variables'>, string> = {
  phone: 'Phone',
  status: 'Status',
  status_time: 'Status time',
  error_code: 'Error code',
  reason: 'Reason',
  message_id: 'Message id',
};

/** A row's reason as the report shows it, in the console's English, so a file and the report say the same. */
function reasonSentence(row: RecipientRow): Cell {
  const code = row.errorCode ?? row.skipReason;
  return code ? whatsappReasonLine(code, reasonOf(row), en.waReasons) : null;
}

const CELL: Record<Exclude<CampaignReportColumn, 'variables'>, (row: RecipientRow) => Cell> = {
  phone: (row) => row.phone,
  status: (row) => wordCell(en.waReport.status, row.status),
  status_time: (row) => instantCell(statusTimeOf(row)),
  error_code: (row) => row.errorCode,
  reason: reasonSentence,
  message_id: (row) => row.providerMessageId,
};

/**
 * The header and a row's cells for the chosen columns, in the order the column list gives them;
 * `variables` spreads into one `{{name}}` column per template variable of the campaign.
 */
export function campaignReportLayout(chosen: readonly CampaignReportColumn[], variableNames: readonly string[]) {
  const parts = chosen.flatMap((column) =>
    column === 'variables'
      ? variableNames.map((name) => ({ header: `{{${name}}}`, cell: (row: RecipientRow): Cell => row.variables[name] ?? '' }))
      : [{ header: HEADERS[column], cell: CELL[column] }],
  );
  return { header: parts.map((part) => part.header), cells: (row: RecipientRow) => parts.map((part) => part.cell(row)) };
}
