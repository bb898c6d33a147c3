import type { z } from 'zod';
import { chatReportQuery } from '@/api/contracts/chatbot';
import { DOWNLOAD_PAGES } from '@/api/contracts/downloads';
import { roleId } from '@/api/contracts/users';
import { forbidden } from '../../platform/api-error';
import { instantCell } from '../cell';
import { pickColumns, type ExportKind } from '../export-kind';

interface ConversationExportRow {
  id: string;
  external_id: string;
  bot_name: string;
  started_at: Date;
  updated_at: Date;
  turn_count: number;
  last_message: string | null;
  ended: boolean;
  /** started_at as PostgreSQL prints it: exact to the microsecond, so the next batch starts right after it. */
  cursor_at: string;
}

const COLUMNS = {
  conversation: { header: 'Conversation', cell: (row: ConversationExportRow) => row.external_id },
  bot: { header: 'Bot', cell: (row: ConversationExportRow) => row.bot_name },
  started: { header: 'Started', cell: (row: ConversationExportRow) => instantCell(row.started_at) },
  updated: { header: 'Last activity', cell: (row: ConversationExportRow) => instantCell(row.updated_at) },
  turns: { header: 'Turns', cell: (row: ConversationExportRow) => row.turn_count },
  last_message: { header: 'Last message', cell: (row: ConversationExportRow) => row.last_message },
  ended: { header: 'Ended', cell: (row: ConversationExportRow) => (row.ended ? 'yes' : 'no') },
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** As the chat report: a plain date `to` covers that whole day (UTC). */
const toInstant = (to: string | undefined) => (to ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(to) ? Date.parse(`${to}T00:00:00Z`) + DAY_MS : Date.parse(to)) : null);
const likeOf = (q: string | undefined) => (q ? `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null);

// The chat report's own filter (server/chatbot/repo/conversations.ts), so the file holds what the page lists.
const WHERE = `from conversations c join bots b on b.id = c.bot_id
  where b.esme = $1 and ($2::uuid is null or c.bot_id = $2) and ($3::timestamptz is null or c.started_at >= $3)
  and ($4::timestamptz is null or c.started_at < $4)
  and ($5::text is null or c.external_id ilike $5 or exists (select 1 from turns t where t.conversation_id = c.id and (t.input::text ilike $5 or t.output::text ilike $5)))`;

const filterSchema = chatReportQuery.pick({ botId: true, from: true, to: true, q: true });
const paramsOf = (esme: number, filter: Record<string, string | undefined>) => [esme, filter.botId ?? null, filter.from ? new Date(filter.from) : null, toInstant(filter.to), likeOf(filter.q)];

/** The chatbot chat report: the account's conversations, newest first, with the page's bot, period and search. */
export const chatReportExport: ExportKind = {
  kind: 'chat_report',
  pageName: DOWNLOAD_PAGES.chatReport,
  sections: { All: Object.keys(COLUMNS) },
  filter: filterSchema as z.ZodType<Record<string, string | undefined>>,
  authorize(_db, auth) {
    const builder = auth.roleId === roleId.admin || auth.roleId === roleId.other || (auth.roleId === roleId.customer && auth.impersonatedBy !== null);
    return builder ? Promise.resolve() : Promise.reject(forbidden('Only chatbot builders export the chat report.'));
  },
  async prepare(db, auth, filter) {
    const [count] = await db.query<{ total: number }>(`select count(*)::integer as total ${WHERE}`, paramsOf(auth.esme, filter));
    return { rowsTotal: count?.total ?? 0, subject: 'chat-report', filter, campaignId: null };
  },
  source(db, job) {
    const layout = pickColumns(COLUMNS, job.columns);
    return Promise.resolve({
      header: layout.header,
      async batch(after, limit) {
        const [at, id] = after ? after.split('|') : [null, null];
        const rows = await db.query<ConversationExportRow>(
          `select c.id, c.external_id, b.name as bot_name, c.started_at, c.updated_at, c.turn_count, c.last_message, c.ended, c.started_at::text as cursor_at
           ${WHERE} and ($6::timestamptz is null or (c.started_at, c.id) < ($6::timestamptz, $7::uuid))
           order by c.started_at desc, c.id desc limit $8`,
          [...paramsOf(job.esme, job.filter), at, id, limit],
        );
        const last = rows.at(-1);
        return { rows: rows.map(layout.cells), next: rows.length === limit && last ? `${last.cursor_at}|${last.id}` : null };
      },
    });
  },
};
