import { CalendarClock, Pencil, Plus, Search, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CampaignListRow } from '@/api/contracts/campaigns';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { IconTooltip } from '@/ui/icon-tooltip';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { useCampaignList } from '../shared/queries/use-campaign-list';
import { useChangeCampaign } from '../shared/queries/use-change-campaign';
import { failureOf } from '../shared/call-failure';
import { RescheduleDialog } from './reschedule-dialog';
import { useFormat } from '@/ui/format';

const COLUMNS = ['name', 'sends_at', 'sender', 'template', 'audience', 'recipients', 'maker'] as const;

/** Spec §9: tables show 10 rows a page. */
const PAGE_SIZE = 10;

/** Spec §2 schedule-whatsappcampaign: campaigns waiting for their time, with reschedule, edit and cancel. */
export function ScheduledCampaignsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [rescheduling, setRescheduling] = useState<CampaignListRow | null>(null);
  const list = useCampaignList({ state: 'SCHEDULED', search, page, pageSize: PAGE_SIZE });
  const change = useChangeCampaign();
  const format = useFormat();
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
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

  return (
    <section className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-4 p-4 md:p-6" aria-labelledby="wa-scheduled-title">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="wa-scheduled-title" className="text-2xl font-semibold">
          {t('waSend.scheduled.title')}
        </h1>
        <Button asChild>
          <Link to="/whatsapp-campaign/send-whatsapp">
            <Plus aria-hidden />
            {t('waSend.scheduled.new')}
          </Link>
        </Button>
      </header>
      <Card className="grid gap-4 p-4">
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
        {list.isPending ? <Spinner label={t('waSend.scheduled.loading')} showLabel /> : null}
        {list.isError ? (
          <Alert variant="destructive">
            <span>
              {t('waSend.scheduled.load_failed')}{' '}
              <button type="button" className="cursor-pointer font-medium underline" onClick={() => void list.refetch()}>
                {t('waSend.retry')}
              </button>
            </span>
          </Alert>
        ) : null}
        {list.isSuccess && rows.length === 0 ? (
          <div className="grid justify-items-center gap-2 py-8 text-center">
            <CalendarClock aria-hidden className="size-8 text-muted-foreground" />
            <p className="font-medium">{search.trim() ? t('waSend.scheduled.no_match', { search: search.trim() }) : t('waSend.scheduled.empty')}</p>
            {search.trim() ? null : <p className="text-sm text-muted-foreground">{t('waSend.scheduled.empty_hint')}</p>}
          </div>
        ) : null}
        {rows.length ? (
          <Table aria-label={t('waSend.scheduled.title')} stacked>
            <TableHeader>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableHead key={column}>{t(`waSend.scheduled.col_${column}`)}</TableHead>
                ))}
                <TableHead pinned>
                  <span className="sr-only">{t('waSend.scheduled.col_actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell label={t('waSend.scheduled.col_name')} className="font-medium">
                    {row.name}
                  </TableCell>
                  <TableCell label={t('waSend.scheduled.col_sends_at')} className="md:whitespace-nowrap">
                    {when(row)}
                  </TableCell>
                  <TableCell label={t('waSend.scheduled.col_sender')} dir="ltr" className="whitespace-nowrap">
                    {row.senderNumber ?? row.senderId}
                  </TableCell>
                  <TableCell label={t('waSend.scheduled.col_template')}>{row.templateName ?? '—'}</TableCell>
                  <TableCell label={t('waSend.scheduled.col_audience')}>{t(`waSend.audience.kind_${row.audienceKind}`)}</TableCell>
                  <TableCell label={t('waSend.scheduled.col_recipients')} className="tabular-nums">
                    {row.audienceKind === 'UPLOAD_FILE' ? format.number(row.funnel.total) : '—'}
                  </TableCell>
                  <TableCell label={t('waSend.scheduled.col_maker')}>{row.makerName}</TableCell>
                  <TableCell pinned className="max-md:border-t max-md:pt-2">
                    <div className="flex flex-wrap justify-end gap-1 max-md:justify-start">
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
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {total > PAGE_SIZE ? (
          <nav aria-label={t('waSend.scheduled.pages')} className="flex items-center justify-end gap-2 text-sm">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('waSend.scheduled.previous')}
            </Button>
            <span aria-live="polite">{t('waSend.scheduled.page_of', { page, pages })}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('waSend.scheduled.next')}
            </Button>
          </nav>
        ) : null}
      </Card>
      <RescheduleDialog row={rescheduling} onClose={() => setRescheduling(null)} />
    </section>
  );
}
