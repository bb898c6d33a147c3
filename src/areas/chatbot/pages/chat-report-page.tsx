import type { ColumnDef } from '@tanstack/react-table';
import { Download, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatReportQuery, ConversationSummary } from '@/api/contracts/chatbot';
import { DOWNLOAD_PAGES } from '@/api/contracts/downloads';
import { useStartDownload } from '@/shell/downloads/use-start-download';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { ResourceTable } from '@/ui/resource-table';
import { BotPicker } from '../components/bot-picker';
import { TranscriptDialog } from '../components/transcript-dialog';
import { localDayRange } from '@/ui/format/local-day-range';
import { useBotList } from '../queries/use-bot-list';
import { useChatReport } from '../queries/use-chat-report';
import { useFormat } from '@/ui/format';
import { PageFrame } from '@/shell/page/page-frame';

/** Spec §9: table page size 10. */
const PAGE_SIZE = 10;

interface Filters {
  botId: string | null;
  from: string;
  to: string;
  q: string;
}

const EMPTY_FILTERS: Filters = { botId: null, from: '', to: '', q: '' };

const toQuery = (filters: Filters, page: number): ChatReportQuery => ({
  botId: filters.botId ?? undefined,
  ...localDayRange(filters.from, filters.to),
  q: filters.q.trim() || undefined,
  page,
  pageSize: PAGE_SIZE,
});

/** Spec §2 chatreport: conversations from the gateway log, filtered, paged, with transcripts and export. */
export function ChatReportPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useStartDownload();
  const bots = useBotList();
  const [draft, setDraft] = useState<Filters>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const report = useChatReport(toQuery(filters, page));
  const pages = report.data ? Math.max(1, Math.ceil(report.data.total / PAGE_SIZE)) : 1;
  const datesInvalid = Boolean(draft.from && draft.to && draft.from > draft.to);
  const columns: ColumnDef<ConversationSummary>[] = [
    {
      id: 'conversation',
      header: t('chatbot.report.columns.conversation'),
      cell: ({ row }) => (
        <Button variant="link" className="h-auto p-0" onClick={() => setOpen(row.original.id)} aria-label={t('chatbot.report.open', { id: row.original.conversation_id })}>
          {row.original.conversation_id}
        </Button>
      ),
    },
    { id: 'bot', header: t('chatbot.report.columns.bot'), cell: ({ row }) => row.original.bot_name },
    { id: 'updated', header: t('chatbot.report.columns.updated'), cell: ({ row }) => format.date(row.original.updated_at), meta: { className: 'whitespace-nowrap' } },
    { id: 'turns', header: t('chatbot.report.columns.turns'), cell: ({ row }) => row.original.turns },
    { id: 'last_message', header: t('chatbot.report.columns.last_message'), cell: ({ row }) => row.original.last_message ?? '', meta: { className: 'truncate md:max-w-72' } },
    {
      id: 'ended',
      header: t('chatbot.report.columns.ended'),
      cell: ({ row }) => (row.original.ended ? <Badge variant="neutral">{t('chatbot.report.ended')}</Badge> : <Badge variant="success">{t('chatbot.report.open_state')}</Badge>),
    },
  ];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (datesInvalid) return;
    setFilters(draft);
    setPage(1);
  };

  // The file is a Download Center job of the filters applied, whatever page is on screen.
  const exportRows = () => {
    const { page: _page, pageSize: _size, ...query } = toQuery(filters, 1);
    const filter = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    void download.start({ pagename: DOWNLOAD_PAGES.chatReport, filter, rows: report.data?.total });
  };

  return (
    <PageFrame
      titleId="chat-report-title"
      title={t('chatbot.report.title')}
      actions={
        <Button variant="outline" onClick={exportRows} disabled={download.busy || !report.data?.total}>
          {download.busy ? <Spinner size="sm" label={t('chatbot.report.exporting')} /> : <Download aria-hidden />}
          {t('chatbot.report.export')}
        </Button>
      }
    >
      <Card className="p-4">
        <form onSubmit={apply} className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[auto_1fr_1fr_2fr_auto]" aria-label={t('chatbot.report.filters')}>
          <BotPicker bots={bots.data ?? []} value={draft.botId} onChange={(botId) => setDraft({ ...draft, botId })} allowAll />
          <FormField label={t('chatbot.report.from')} className="gap-1">
            <Input type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
          </FormField>
          <FormField label={t('chatbot.report.to')} className="gap-1" error={datesInvalid ? t('chatbot.report.dates_invalid') : undefined}>
            <Input type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
          </FormField>
          <FormField label={t('chatbot.report.search')} className="gap-1">
            <Input type="search" value={draft.q} maxLength={200} placeholder={t('chatbot.report.search_placeholder')} onChange={(event) => setDraft({ ...draft, q: event.target.value })} />
          </FormField>
          <Button type="submit" className="mb-5" disabled={datesInvalid}>
            <Search aria-hidden />
            {t('chatbot.report.apply')}
          </Button>
        </form>
      </Card>
      {report.isPending ? <Spinner label={t('chatbot.common.loading')} showLabel /> : null}
      {report.isError ? <p role="alert" className="text-sm text-destructive">{t('chatbot.report.load_failed')}</p> : null}
      {report.data && report.data.conversations.length === 0 ? (
        <Card className="items-center p-8 text-center">
          <p className="text-muted-foreground">{t('chatbot.report.empty')}</p>
        </Card>
      ) : null}
      {report.data && report.data.conversations.length > 0 ? (
        <>
          <ResourceTable label={t('chatbot.report.table_label')} columns={columns} rows={report.data.conversations} getRowId={(row) => row.id} />
          <nav className="flex flex-wrap items-center justify-between gap-2 text-sm" aria-label={t('chatbot.report.pagination')}>
            <span>{t('chatbot.report.page_info', { page, pages, count: report.data.total })}</span>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('chatbot.report.previous')}
              </Button>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('chatbot.report.next')}
              </Button>
            </div>
          </nav>
        </>
      ) : null}
      {open ? <TranscriptDialog id={open} onClose={() => setOpen(null)} /> : null}
    </PageFrame>
  );
}
