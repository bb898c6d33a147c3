import type { ApiClient } from '@/api/client';
import type { ChatReportQuery, ConversationSummary } from '@/api/contracts/chatbot';
import { fetchChatReport } from '../queries/use-chat-report';
import type { CsvCell } from './to-csv';

/** The contract's largest page. */
const EXPORT_PAGE_SIZE = 100;
/** 10,000 rows: a browser-made file beyond that belongs to the download centre. */
const MAX_EXPORT_PAGES = 100;

/** Every conversation matching the filters (not only the page on screen), page after page. */
export async function fetchAllConversations(client: ApiClient, query: Omit<ChatReportQuery, 'page' | 'pageSize'>): Promise<ConversationSummary[]> {
  const rows: ConversationSummary[] = [];
  for (let page = 1; page <= MAX_EXPORT_PAGES; page++) {
    const answer = await fetchChatReport(client, { ...query, page, pageSize: EXPORT_PAGE_SIZE });
    rows.push(...answer.conversations);
    if (answer.conversations.length < EXPORT_PAGE_SIZE || rows.length >= answer.total) break;
  }
  return rows;
}

/** The report's export columns: a label for the columns dialog and the cell of a row. */
export interface ExportColumn {
  labelKey: string;
  cell: (row: ConversationSummary) => CsvCell;
}

export const CONVERSATION_COLUMNS: readonly ExportColumn[] = [
  { labelKey: 'chatbot.report.columns.conversation', cell: (row) => row.conversation_id },
  { labelKey: 'chatbot.report.columns.bot', cell: (row) => row.bot_name },
  { labelKey: 'chatbot.report.columns.started', cell: (row) => row.started_at },
  { labelKey: 'chatbot.report.columns.updated', cell: (row) => row.updated_at },
  { labelKey: 'chatbot.report.columns.turns', cell: (row) => row.turns },
  { labelKey: 'chatbot.report.columns.last_message', cell: (row) => row.last_message },
  { labelKey: 'chatbot.report.columns.ended', cell: (row) => (row.ended ? 'yes' : 'no') },
];
