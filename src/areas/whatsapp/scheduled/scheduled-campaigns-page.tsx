import type { ColumnDef } from '@tanstack/react-table';
import { CalendarClock, Pencil, Plus, Search, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CampaignListRow } from '@/api/contracts/campaigns';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { ListPage } from '@/shell/page/list-page';
import { Button } from '@/ui/button';
import { IconTooltip } from '@/ui/icon-tooltip';
import { Input } from '@/ui/input';
import { Pager } from '@/ui/pager';
import { ResourceTable } from '@/ui/resource-table';
import { useCampaignList } from '../shared/queries/use-campaign-list';
import { useChangeCampaign } from '../shared/queries/use-change-campaign';
import { failureOf } from '../shared/call-failure';
import { RescheduleDialog } from './reschedule-dialog';
import { useFormat } from '@/ui/format';

/** Spec §9: tables show 10 rows a page. */
const PAGE_SIZE = 10;
const pagesOf = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** Spec §2 schedule-whatsappcampaign: campaigns waiting for their time, with reschedule, edit and cancel. */
export function ScheduledCampaignsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [rescheduling, setRescheduling] = useState<CampaignListRow | null>(null);
  const list = useCampaignList({ state: 'SCHEDULED', search, page, pageSize: PAGE_SIZE });
  const change = useChangeCampaign();
  const format = useFormat();
  const when = (row: CampaignListRow) => (row.scheduleAt ? format.date(row.scheduleAt) : t('waSend.schedule_now'));

  const cancel = async (row: CampaignListRow) => {
    const confirmed = await showConfirm({
      title: t('waSend.scheduled.cancel_title'),
      message: t('waSend.scheduled.cancel_message', { name: row.name, count: row.funnel.total, n: format.number(row.funnel.total) }),
      tone: 'warning',
      confirmLabel: t('waSend.scheduled.cancel_confirm'),
      cancelLabel: t('waSend.scheduled.keep'),
    });
    if (!confirmed) return;
    try {
      await change.mutateAsync({ id: row.id, action: 'cancel' });
      notify.success(t('waSend.scheduled.cancelled', { name: row.name }));
    } catch (error) {
      notify.error(failureOf(error).message ?? t('waSend.scheduled.cancel_failed'));
    }
  };

  const columns: ColumnDef<CampaignListRow>[] = [
    { id: 'name', header: t('waSend.scheduled.col_name'), cell: ({ row }) => row.original.name, meta: { className: 'font-medium' } },
    { id: 'sends_at', header: t('waSend.scheduled.col_sends_at'), cell: ({ row }) => when(row.original), meta: { className: 'md:whitespace-nowrap' } },
    { id: 'sender', header: t('waSend.scheduled.col_sender'), cell: ({ row }) => row.original.senderNumber ?? row.original.senderId, meta: { className: 'whitespace-nowrap', dir: 'ltr' } },
    { id: 'template', header: t('waSend.scheduled.col_template'), cell: ({ row }) => row.original.templateName ?? '—' },
    { id: 'audience', header: t('waSend.scheduled.col_audience'), cell: ({ row }) => t(`waSend.audience.kind_${row.original.audienceKind}`) },
    {
      id: 'recipients',
      header: t('waSend.scheduled.col_recipients'),
      cell: ({ row }) => (row.original.audienceKind === 'UPLOAD_FILE' ? format.number(row.original.funnel.total) : '—'),
      meta: { className: 'tabular-nums' },
    },
    { id: 'maker', header: t('waSend.scheduled.col_maker'), cell: ({ row }) => row.original.makerName },
  ];
  const searched = search.trim();

  return (
    <ListPage
      titleId="wa-scheduled-title"
      title={t('waSend.scheduled.title')}
      actions={
        <Button asChild>
          <Link to="/whatsapp-campaign/send-whatsapp">
            <Plus aria-hidden />
            {t('waSend.scheduled.new')}
          </Link>
        </Button>
      }
      filters={
        <div className="relative max-w-sm">
          <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            className="ps-9"
            aria-label={t('waSend.scheduled.search')}
            placeholder={t('waSend.scheduled.search')}
            value={search}
            maxLength={100}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
      }
      query={list}
      failed={t('waSend.scheduled.load_failed')}
      saysOwnError={false}
      retry={t('waSend.retry')}
      loading={t('waSend.scheduled.loading')}
      isEmpty={(data) => data.rows.length === 0}
      empty={
        <div className="grid justify-items-center gap-2">
          <CalendarClock aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">{searched ? t('waSend.scheduled.no_match', { search: searched }) : t('waSend.scheduled.empty')}</p>
          {searched ? null : <p className="text-sm text-muted-foreground">{t('waSend.scheduled.empty_hint')}</p>}
        </div>
      }
      pager={(data) =>
        data.total > PAGE_SIZE ? (
          <Pager
            label={t('waSend.scheduled.pages')}
            status={t('waSend.scheduled.page_of', { page, pages: pagesOf(data.total) })}
            page={page}
            pages={pagesOf(data.total)}
            onPage={setPage}
            previous={t('waSend.scheduled.previous')}
            next={t('waSend.scheduled.next')}
          />
        ) : null
      }
      dialogs={<RescheduleDialog row={rescheduling} onClose={() => setRescheduling(null)} />}
    >
      {(data) => (
        <ResourceTable
          label={t('waSend.scheduled.title')}
          columns={columns}
          rows={data.rows}
          getRowId={(row) => row.id}
          actionsLabel={t('waSend.scheduled.col_actions')}
          actions={(row) => (
            <>
              <IconTooltip label={t('waSend.scheduled.reschedule', { name: row.name })}>
                <Button variant="ghost" size="icon-sm" onClick={() => setRescheduling(row)}>
                  <CalendarClock aria-hidden />
                </Button>
              </IconTooltip>
              <IconTooltip label={t('waSend.scheduled.edit', { name: row.name })}>
                <Button asChild variant="ghost" size="icon-sm">
                  <Link to={`/whatsapp-campaign/send-whatsapp/${row.audienceKind}?campaignId=${encodeURIComponent(row.id)}`}>
                    <Pencil aria-hidden />
                  </Link>
                </Button>
              </IconTooltip>
              <IconTooltip label={t('waSend.scheduled.cancel', { name: row.name })}>
                <Button variant="ghost" size="icon-sm" onClick={() => void cancel(row)}>
                  <XCircle aria-hidden className="text-destructive" />
                </Button>
              </IconTooltip>
            </>
          )}
        />
      )}
    </ListPage>
  );
}
