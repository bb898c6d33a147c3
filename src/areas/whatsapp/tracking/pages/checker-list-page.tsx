import type { ColumnDef } from '@tanstack/react-table';
import { Check, Eye, X } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckerTab, TrackedCampaign } from '@/api/contracts/campaign-tracking';
import { Button } from '@/ui/button';
import { ApprovalCell, CampaignNameCell, DateCell, StateBadge } from '../components/campaign-cells';
import { CampaignDetailDialog } from '../components/campaign-detail-dialog';
import { RejectDialog } from '../components/reject-dialog';
import { TrackedList } from '../components/tracked-list';
import { PageFrame } from '@/shell/page/page-frame';
import { useRunAction } from '../use-run-action';

type Target = { id: string; name: string };

const tabClass =
  'cursor-pointer border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:border-primary data-[state=active]:text-foreground';

/** spec §4 maker-checker, userType C: campaigns awaiting my approval, and what I decided. */
export function CheckerListPage() {
  const { t } = useTranslation();
  const { run, pending } = useRunAction();
  const [tab, setTab] = useState<CheckerTab>('pending');
  const [viewing, setViewing] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Target | null>(null);

  const approve = async (target: Target) => {
    if (await run(target, 'approve')) setViewing(null);
  };
  const reject = async (reason: string) => {
    if (rejecting && (await run(rejecting, 'reject', reason))) {
      setRejecting(null);
      setViewing(null);
    }
  };

  const columns = useMemo<ColumnDef<TrackedCampaign>[]>(
    () => [
      { id: 'name', header: t('waTrack.columns.campaign'), cell: ({ row }) => <CampaignNameCell row={row.original} /> },
      { id: 'maker', header: t('waTrack.columns.maker'), cell: ({ row }) => row.original.makerName },
      { id: 'audience', header: t('waTrack.columns.audience'), cell: ({ row }) => <span className="tabular-nums">{row.original.funnel.total || t(`waTrack.audience_short.${row.original.audienceKind}`)}</span> },
      { id: 'submitted', header: t('waTrack.columns.submitted'), cell: ({ row }) => <DateCell iso={row.original.submittedAt} /> },
      tab === 'pending'
        ? { id: 'schedule', header: t('waTrack.columns.schedule'), cell: ({ row }) => (row.original.scheduleAt ? <DateCell iso={row.original.scheduleAt} /> : t('waTrack.detail.schedule_now')) }
        : { id: 'decision', header: t('waTrack.columns.decision'), cell: ({ row }) => <ApprovalCell row={row.original} /> },
      { id: 'state', header: t('waTrack.columns.state'), cell: ({ row }) => <StateBadge state={row.original.state} /> },
    ],
    [t, tab],
  );

  const actions = (row: TrackedCampaign) => {
    const busy = pending?.id === row.id;
    return (
      <>
        <Button variant="ghost" size="sm" aria-label={t('waTrack.checker.view_named', { name: row.name })} onClick={() => setViewing(row.id)}>
          <Eye aria-hidden />
          {t('waTrack.checker.view')}
        </Button>
        {row.allowedActions.includes('reject') ? (
          <Button variant="outline" size="sm" disabled={busy} aria-label={t('waTrack.checker.reject_named', { name: row.name })} onClick={() => setRejecting(row)}>
            <X aria-hidden />
            {t('waTrack.checker.reject')}
          </Button>
        ) : null}
        {row.allowedActions.includes('approve') ? (
          <Button size="sm" disabled={busy} aria-label={t('waTrack.checker.approve_named', { name: row.name })} onClick={() => void approve(row)}>
            <Check aria-hidden />
            {t('waTrack.checker.approve')}
          </Button>
        ) : null}
        {tab === 'pending' && !row.allowedActions.includes('approve') ? <span className="text-xs text-muted-foreground">{t('waTrack.checker.own_campaign')}</span> : null}
      </>
    );
  };

  return (
    <PageFrame titleId="checker-list-title" title={t('waTrack.checker.title')} lead={t('waTrack.checker.intro')}>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as CheckerTab)} className="grid gap-4">
        <Tabs.List aria-label={t('waTrack.checker.tabs')} className="flex gap-2 border-b">
          <Tabs.Trigger value="pending" className={tabClass}>
            {t('waTrack.checker.tab_pending')}
          </Tabs.Trigger>
          <Tabs.Trigger value="decided" className={tabClass}>
            {t('waTrack.checker.tab_decided')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={tab} tabIndex={-1}>
          <TrackedList
            kind="checker"
            tab={tab}
            label={t(tab === 'pending' ? 'waTrack.checker.tab_pending' : 'waTrack.checker.tab_decided')}
            empty={t(tab === 'pending' ? 'waTrack.checker.empty_pending' : 'waTrack.checker.empty_decided')}
            columns={columns}
            actions={actions}
          />
        </Tabs.Content>
      </Tabs.Root>
      {viewing ? (
        <CampaignDetailDialog
          id={viewing}
          busy={pending?.id === viewing}
          onApprove={(campaign) => void approve(campaign)}
          onReject={(campaign) => setRejecting(campaign)}
          onClose={() => setViewing(null)}
        />
      ) : null}
      {rejecting ? <RejectDialog campaignName={rejecting.name} busy={pending?.id === rejecting.id} onReject={(reason) => void reject(reason)} onClose={() => setRejecting(null)} /> : null}
    </PageFrame>
  );
}
