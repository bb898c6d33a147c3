import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackedCampaign } from '@/api/contracts/campaign-tracking';
import { ApprovalCell, CampaignNameCell, DateCell, HAS_RESULTS, StateBadge } from '../components/campaign-cells';
import { DeliveryFigures } from '../components/delivery-figures';
import { TrackedList } from '../components/tracked-list';
import { PageFrame } from '@/shell/page/page-frame';
import { MakerRowActions } from '../components/maker-row-actions';
import { useRunAction } from '../use-run-action';

/** spec §4 maker-checker, userType M: what I made and its fate; a draft or a rejected one is opened, submitted or (a draft) deleted. */
export function MakerListPage() {
  const { t } = useTranslation();
  const { run, pending } = useRunAction();
  const columns = useMemo<ColumnDef<TrackedCampaign>[]>(
    () => [
      { id: 'name', header: t('waTrack.columns.campaign'), cell: ({ row }) => <CampaignNameCell row={row.original} /> },
      { id: 'state', header: t('waTrack.columns.state'), cell: ({ row }) => <StateBadge state={row.original.state} /> },
      { id: 'submitted', header: t('waTrack.columns.submitted'), cell: ({ row }) => <DateCell iso={row.original.submittedAt} /> },
      { id: 'approval', header: t('waTrack.columns.approval'), cell: ({ row }) => <ApprovalCell row={row.original} /> },
      {
        id: 'delivery',
        header: t('waTrack.columns.delivery'),
        cell: ({ row }) => (HAS_RESULTS.has(row.original.state) ? <DeliveryFigures row={row.original} compact /> : <span className="text-muted-foreground">—</span>),
      },
    ],
    [t],
  );
  return (
    <PageFrame titleId="maker-list-title" title={t('waTrack.maker.title')} lead={t('waTrack.maker.intro')}>
      <TrackedList
        kind="maker"
        label={t('waTrack.maker.title')}
        empty={t('waTrack.maker.empty')}
        columns={columns}
        actions={(row) => <MakerRowActions row={row} running={pending?.id === row.id ? pending.action : undefined} run={run} />}
      />
    </PageFrame>
  );
}
