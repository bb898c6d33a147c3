import type { ColumnDef } from '@tanstack/react-table';
import { Copy, Pencil, Send } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TrackedCampaign } from '@/api/contracts/campaign-tracking';
import { Button } from '@/ui/button';
import { ApprovalCell, CampaignNameCell, DateCell, StateBadge } from '../components/campaign-cells';
import { DeliveryFigures } from '../components/delivery-figures';
import { TrackedList } from '../components/tracked-list';
import { TrackingPage } from '../components/tracking-page';
import { useRunAction } from '../use-run-action';

/** Where the send form (built beside this page) opens a campaign to edit it. */
export const editCampaignPath = (row: Pick<TrackedCampaign, 'id' | 'audienceKind'>) => `/whatsapp-campaign/send-whatsapp/${row.audienceKind}?campaignId=${row.id}`;

const SHOWS_FUNNEL = new Set(['RUNNING', 'PAUSED', 'COMPLETED', 'FAILED', 'CANCELLED']);

/** spec §4 maker-checker, userType M: what I made and its fate; a rejected one is edited or resubmitted. */
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
        cell: ({ row }) => (SHOWS_FUNNEL.has(row.original.state) ? <DeliveryFigures row={row.original} compact /> : <span className="text-muted-foreground">—</span>),
      },
    ],
    [t],
  );
  return (
    <TrackingPage titleId="maker-list-title" title={t('waTrack.maker.title')} intro={t('waTrack.maker.intro')}>
      <TrackedList
        kind="maker"
        label={t('waTrack.maker.title')}
        empty={t('waTrack.maker.empty')}
        columns={columns}
        actions={(row) => {
          const busy = pending?.id === row.id;
          // Stacked, so the decision and its reason keep the width on a laptop screen.
          return (
            <div className="flex flex-col items-stretch gap-1">
              {row.allowedActions.includes('edit') && row.state === 'REJECTED' ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={editCampaignPath(row)} aria-label={t('waTrack.maker.edit_named', { name: row.name })}>
                    <Pencil aria-hidden />
                    {t('waTrack.maker.edit')}
                  </Link>
                </Button>
              ) : null}
              {row.allowedActions.includes('submit') && row.state === 'REJECTED' ? (
                <Button size="sm" disabled={busy} aria-label={t('waTrack.maker.resubmit_named', { name: row.name })} onClick={() => void run(row, 'submit')}>
                  <Send aria-hidden />
                  {t('waTrack.maker.resubmit')}
                </Button>
              ) : null}
              {row.allowedActions.includes('duplicate') ? (
                <Button variant="ghost" size="sm" disabled={busy} aria-label={t('waTrack.duplicate_named', { name: row.name })} onClick={() => void run(row, 'duplicate')}>
                  <Copy aria-hidden />
                  {t('waTrack.duplicate')}
                </Button>
              ) : null}
            </div>
          );
        }}
      />
    </TrackingPage>
  );
}
