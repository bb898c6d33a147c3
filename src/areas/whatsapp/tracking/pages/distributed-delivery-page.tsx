import type { ColumnDef } from '@tanstack/react-table';
import { Ban, Pause, Play, RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackedCampaign } from '@/api/contracts/campaign-tracking';
import { CAMPAIGN_LIST_REFRESH_MS } from '@/api/contracts/campaigns';
import { Button } from '@/ui/button';
import { CampaignNameCell, DateCell, StateBadge } from '../components/campaign-cells';
import { DeliveryFigures } from '../components/delivery-figures';
import { TrackedList } from '../components/tracked-list';
import { PageFrame } from '@/shell/page/page-frame';
import type { TrackingAction } from '../queries/use-campaign-action';
import { useRunAction } from '../use-run-action';

const BUTTONS: { action: TrackingAction; Icon: typeof Pause; variant: 'outline' | 'ghost' }[] = [
  { action: 'pause', Icon: Pause, variant: 'outline' },
  { action: 'resume', Icon: Play, variant: 'outline' },
  { action: 'retry_failed', Icon: RotateCcw, variant: 'ghost' },
  { action: 'cancel', Icon: Ban, variant: 'ghost' },
];

/** Running and paused campaigns (and those just ended) with live progress, refreshed every 30 s (spec §9). */
export function DistributedDeliveryPage() {
  const { t } = useTranslation();
  const { run, pending } = useRunAction();
  const columns = useMemo<ColumnDef<TrackedCampaign>[]>(
    () => [
      { id: 'name', header: t('waTrack.columns.campaign'), cell: ({ row }) => <CampaignNameCell row={row.original} /> },
      { id: 'state', header: t('waTrack.columns.state'), cell: ({ row }) => <StateBadge state={row.original.state} /> },
      { id: 'progress', header: t('waTrack.columns.progress'), cell: ({ row }) => <DeliveryFigures row={row.original} /> },
      { id: 'updated', header: t('waTrack.columns.updated'), cell: ({ row }) => <DateCell iso={row.original.updatedOn} /> },
    ],
    [t],
  );
  return (
    <PageFrame titleId="distributed-delivery-title" title={t('waTrack.delivery.title')} lead={t('waTrack.delivery.intro', { seconds: CAMPAIGN_LIST_REFRESH_MS / 1000 })}>
      <TrackedList
        kind="delivery"
        label={t('waTrack.delivery.title')}
        empty={t('waTrack.delivery.empty')}
        columns={columns}
        actions={(row) => {
          const busy = pending?.id === row.id;
          // Retry is offered only when something failed; the server would answer 409 otherwise.
          const open = BUTTONS.filter(({ action }) => row.allowedActions.includes(action) && (action !== 'retry_failed' || row.funnel.failed > 0));
          return open.map(({ action, Icon, variant }) => (
            <Button key={action} variant={variant} size="sm" disabled={busy} aria-label={t(`waTrack.delivery.${action}_named`, { name: row.name })} onClick={() => void run(row, action)}>
              <Icon aria-hidden />
              {t(`waTrack.delivery.${action}`)}
            </Button>
          ));
        }}
      />
    </PageFrame>
  );
}
