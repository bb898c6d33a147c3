import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RcsCampaign } from '@/api/contracts/rcs-campaigns';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Pager } from '@/ui/pager';
import { ResourceTable } from '@/ui/resource-table';
import { RcsPreview } from '../components/rcs-preview';
import { useDeleteRcsCampaign } from './queries/use-delete-rcs-campaign';
import { useRcsCampaignList } from './queries/use-rcs-campaign-list';
import { type RcsListKind } from './queries/rcs-endpoint';
import { useFormat, type Formatter } from '@/ui/format';

const when = (campaign: RcsCampaign, format: Formatter, now: string) => (campaign.scheduleAt ? format.date(campaign.scheduleAt) : now);

function CampaignTable({ kind }: { kind: RcsListKind }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<RcsCampaign | null>(null);
  const list = useRcsCampaignList(kind, page, search);
  // The sent list offers no Edit or Delete: a campaign sent now may still be SCHEDULED for a moment, but it went.
  const remove = useDeleteRcsCampaign(kind === 'saved' ? 'saved' : 'scheduled');
  const editable = (campaign: RcsCampaign) => kind !== 'sent' && (campaign.state === 'DRAFT' || campaign.state === 'SCHEDULED');
  const titleId = `rcs-list-${kind}`;

  const onDelete = async (campaign: RcsCampaign) => {
    const confirmed = await showConfirm({ title: t('rcsCampaigns.list.delete_named', { name: campaign.campaignName }), message: t('rcsCampaigns.list.confirm_delete', { name: campaign.campaignName }), tone: 'warning', confirmLabel: t('rcsCampaigns.list.delete') });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(campaign.id);
      notify.success(t('rcsCampaigns.list.deleted', { name: campaign.campaignName }));
    } catch {
      notify.error(t('rcsCampaigns.list.delete_failed'));
    }
  };

  const columns: ColumnDef<RcsCampaign>[] = [
    { id: 'name', header: t('rcsCampaigns.list.name'), cell: ({ row }) => row.original.campaignName, meta: { className: 'font-medium break-words' } },
    { id: 'sender', header: t('rcsCampaigns.list.sender'), cell: ({ row }) => row.original.senderName ?? row.original.senderId },
    { id: 'template', header: t('rcsCampaigns.list.template'), cell: ({ row }) => row.original.templateName },
    { id: 'state', header: t('rcsCampaigns.list.state'), cell: ({ row }) => t(`rcsCampaigns.state.${row.original.state}`) },
    { id: 'when', header: t('rcsCampaigns.list.when'), cell: ({ row }) => when(row.original, format, t('rcsCampaigns.review.now')) },
    { id: 'recipients', header: t('rcsCampaigns.list.recipients'), cell: ({ row }) => format.number(row.original.funnel.total), meta: { className: 'text-end tabular-nums', headClassName: 'text-end' } },
  ];

  const actions = (campaign: RcsCampaign) => (
    <>
      <Button size="sm" variant="outline" onClick={() => setViewing(campaign)} aria-label={t('rcsCampaigns.list.view_named', { name: campaign.campaignName })}>
        {t('rcsCampaigns.list.view')}
      </Button>
      {editable(campaign) ? (
        <>
          <Button size="sm" variant="outline" asChild>
            <Link to={`/campaign-management/edit-campaigns/${kind}:${campaign.id}`} aria-label={t('rcsCampaigns.list.edit_named', { name: campaign.campaignName })}>
              {t('rcsCampaigns.list.edit')}
            </Link>
          </Button>
          <Button size="sm" variant="destructive" onClick={() => void onDelete(campaign)} aria-label={t('rcsCampaigns.list.delete_named', { name: campaign.campaignName })}>
            {t('rcsCampaigns.list.delete')}
          </Button>
        </>
      ) : (
        <Button size="sm" variant="outline" asChild>
          <Link to={`/campaign-management/rcs-campaign-reports?campaign=${campaign.id}`}>{t('rcsCampaigns.list.report')}</Link>
        </Button>
      )}
    </>
  );

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="text-lg font-semibold">
        {t(`rcsCampaigns.list.${kind}`)}
      </h2>
      <Input aria-label={t('rcsCampaigns.list.search')} placeholder={t('rcsCampaigns.list.search')} value={search} onChange={(event) => { setSearch(event.target.value); setPage(1); }} className="max-w-xs" />
      <QueryBoundary query={list} failed={t('rcsCampaigns.list.load_failed')} saysOwnError={false} loading={t('rcsCampaigns.loading')} isEmpty={(data) => data.rows.length === 0} empty={t('rcsCampaigns.list.empty')}>
        {(data) => (
          <>
            <ResourceTable label={t(`rcsCampaigns.list.${kind}`)} columns={columns} rows={data.rows} getRowId={(campaign) => campaign.id} actionsLabel={t('rcsCampaigns.list.actions')} actions={actions} />
            {data.total > data.pageSize ? (
              <Pager
                label={t(`rcsCampaigns.list.${kind}`)}
                status={t('rcsCampaigns.list.page', { page, pages: Math.ceil(data.total / data.pageSize) })}
                page={page}
                pages={Math.ceil(data.total / data.pageSize)}
                onPage={setPage}
                previous={t('rcsCampaigns.list.previous')}
                next={t('rcsCampaigns.list.next')}
              />
            ) : null}
          </>
        )}
      </QueryBoundary>
      <Dialog open={viewing !== null} onOpenChange={(open) => (open ? undefined : setViewing(null))}>
        <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{viewing?.campaignName}</DialogTitle>
            <DialogDescription>{viewing ? t(`rcsCampaigns.state.${viewing.state}`) : ''}</DialogDescription>
          </DialogHeader>
          {viewing ? (
            <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto]">
              <dl className="grid content-start gap-1 text-sm">
                <dt className="text-muted-foreground">{t('rcsCampaigns.list.sender')}</dt>
                <dd>{viewing.senderName ?? viewing.senderId}</dd>
                <dt className="text-muted-foreground">{t('rcsCampaigns.list.template')}</dt>
                <dd>{viewing.templateName}</dd>
                <dt className="text-muted-foreground">{t('rcsCampaigns.form.audience')}</dt>
                <dd>{t(`rcsCampaigns.audience.${viewing.audience}`)}</dd>
                <dt className="text-muted-foreground">{t('rcsCampaigns.list.recipients')}</dt>
                <dd>{viewing.funnel.total}</dd>
                <dt className="text-muted-foreground">{t('rcsCampaigns.groups.title')}</dt>
                <dd>{viewing.exclusionGroups.map((group) => group.name).join(', ') || '—'}</dd>
                <dt className="text-muted-foreground">{t('rcsCampaigns.form.sms_fallback')}</dt>
                <dd>{viewing.smsSenderId ?? t('rcsCampaigns.form.no_fallback')}</dd>
                <dt className="text-muted-foreground">{t('rcsCampaigns.list.when')}</dt>
                <dd>{when(viewing, format, t('rcsCampaigns.review.now'))}</dd>
              </dl>
              {viewing.template ? <RcsPreview template={viewing.template as Parameters<typeof RcsPreview>[0]['template']} dir={i18n.dir()} /> : null}
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

/** The lists alone, inside another page (rcs-reports): no page title or padding of their own. */
export function RcsCampaignLists({ kinds }: { kinds: readonly RcsListKind[] }) {
  return (
    <div className="grid gap-6">
      {kinds.map((kind) => (
        <CampaignTable key={kind} kind={kind} />
      ))}
    </div>
  );
}

/** save-rcs, scheduled-rcs and edit-rcs (both lists: whatever can still be changed). */
export function RcsCampaignListPage({ kinds }: { kinds: readonly RcsListKind[] }) {
  const { t } = useTranslation();
  return (
    <PageFrame
      titleId="rcs-campaign-list-title"
      title={t(kinds.length > 1 ? 'rcsCampaigns.list.edit_title' : `rcsCampaigns.list.${kinds[0] ?? 'saved'}_title`)}
      width="wide"
      actions={
        <Button asChild>
          <Link to="/campaign-management/campaigns-creation">{t('rcsCampaigns.list.new')}</Link>
        </Button>
      }
    >
      <RcsCampaignLists kinds={kinds} />
    </PageFrame>
  );
}
