import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RcsCampaign } from '@/api/contracts/rcs-campaigns';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
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

  const actions = (campaign: RcsCampaign) => (
    <div className="flex flex-wrap gap-1">
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
    </div>
  );

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="text-lg font-semibold">
        {t(`rcsCampaigns.list.${kind}`)}
      </h2>
      <Input aria-label={t('rcsCampaigns.list.search')} placeholder={t('rcsCampaigns.list.search')} value={search} onChange={(event) => { setSearch(event.target.value); setPage(1); }} className="max-w-xs" />
      {list.isPending ? <Spinner label={t('rcsCampaigns.loading')} showLabel /> : null}
      {list.isError ? <Alert variant="destructive">{t('rcsCampaigns.list.load_failed')}</Alert> : null}
      {list.data && list.data.rows.length === 0 ? <p className="text-sm text-muted-foreground">{t('rcsCampaigns.list.empty')}</p> : null}
      {list.data?.rows.length ? (
        <Table aria-labelledby={titleId} stacked>
          <TableHeader>
            <TableRow>
              <TableHead>{t('rcsCampaigns.list.name')}</TableHead>
              <TableHead>{t('rcsCampaigns.list.sender')}</TableHead>
              <TableHead>{t('rcsCampaigns.list.template')}</TableHead>
              <TableHead>{t('rcsCampaigns.list.state')}</TableHead>
              <TableHead>{t('rcsCampaigns.list.when')}</TableHead>
              <TableHead className="text-end">{t('rcsCampaigns.list.recipients')}</TableHead>
              <TableHead pinned>{t('rcsCampaigns.list.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.data.rows.map((campaign) => (
              <TableRow key={campaign.id}>
                <TableCell label={t('rcsCampaigns.list.name')} className="font-medium break-words">
                  {campaign.campaignName}
                </TableCell>
                <TableCell label={t('rcsCampaigns.list.sender')}>{campaign.senderName ?? campaign.senderId}</TableCell>
                <TableCell label={t('rcsCampaigns.list.template')}>{campaign.templateName}</TableCell>
                <TableCell label={t('rcsCampaigns.list.state')}>{t(`rcsCampaigns.state.${campaign.state}`)}</TableCell>
                <TableCell label={t('rcsCampaigns.list.when')}>{when(campaign, format, t('rcsCampaigns.review.now'))}</TableCell>
                <TableCell label={t('rcsCampaigns.list.recipients')} className="text-end tabular-nums">
                  {format.number(campaign.funnel.total)}
                </TableCell>
                <TableCell pinned className="max-md:border-t max-md:pt-2">
                  {actions(campaign)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {list.data && list.data.total > list.data.pageSize ? (
        <div className="flex items-center gap-2">
          <Button size="sm" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('rcsCampaigns.list.previous')}
          </Button>
          <span className="text-sm">{t('rcsCampaigns.list.page', { page, pages: Math.ceil(list.data.total / list.data.pageSize) })}</span>
          <Button size="sm" variant="outline" disabled={page * list.data.pageSize >= list.data.total} onClick={() => setPage(page + 1)}>
            {t('rcsCampaigns.list.next')}
          </Button>
        </div>
      ) : null}
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
    <div className="grid gap-6 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t(kinds.length > 1 ? 'rcsCampaigns.list.edit_title' : `rcsCampaigns.list.${kinds[0] ?? 'saved'}_title`)}</h1>
        <Button asChild>
          <Link to="/campaign-management/campaigns-creation">{t('rcsCampaigns.list.new')}</Link>
        </Button>
      </div>
      <RcsCampaignLists kinds={kinds} />
    </div>
  );
}
