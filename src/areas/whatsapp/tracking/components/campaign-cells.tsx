import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TrackedCampaign } from '@/api/contracts/campaign-tracking';
import { useFormat } from '@/ui/format';
import type { CampaignState } from '@/api/contracts/campaigns';
import { Badge } from '@/ui/badge';
import { approvalStatus, stateTone } from '../tracking-logic';

export function StateBadge({ state }: { state: CampaignState }) {
  const { t } = useTranslation();
  return <Badge variant={stateTone[state]}>{t(`waTrack.state.${state}`)}</Badge>;
}

/** States in which a campaign has sent something, so its report has figures to show. */
export const HAS_RESULTS: ReadonlySet<CampaignState> = new Set(['RUNNING', 'PAUSED', 'COMPLETED', 'FAILED', 'CANCELLED']);

/** The campaign's name with its template and sender under it; once it has results, the name opens its report. */
export function CampaignNameCell({ row }: { row: TrackedCampaign }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-0.5 md:min-w-40">
      {HAS_RESULTS.has(row.state) ? (
        <Link to={`/whatsapp-campaign/report/${row.id}`} className="w-fit font-medium text-primary underline-offset-4 hover:underline" aria-label={t('waReport.open', { name: row.name })}>
          {row.name}
        </Link>
      ) : (
        <span className="font-medium">{row.name}</span>
      )}
      <span className="text-xs text-muted-foreground">
        {row.templateName ?? '—'}
        {row.senderNumber ? (
          <>
            {' · '}
            <span dir="ltr">{row.senderNumber}</span>
          </>
        ) : null}
      </span>
    </div>
  );
}

export function DateCell({ iso }: { iso: string | null }) {
  const format = useFormat();
  // One line lines the column up on a wide table; in a phone's card a date named with its zone wraps.
  return <span className="md:whitespace-nowrap">{format.date(iso) || '—'}</span>;
}

/** The checker's verdict and reason, or that it awaits one; an earlier rejection stays readable after a resubmission. */
export function ApprovalCell({ row }: { row: TrackedCampaign }) {
  const { t } = useTranslation();
  const format = useFormat();
  const status = approvalStatus(row);
  if (status.kind === 'not_submitted') return <span className="text-muted-foreground">{t('waTrack.approval.not_submitted')}</span>;
  if (status.kind === 'awaiting') {
    return (
      <div className="grid gap-1 md:min-w-48">
        <span>{t('waTrack.approval.awaiting')}</span>
        {status.previous?.reason ? <span className="text-xs text-muted-foreground">{t('waTrack.approval.previously_rejected', { reason: status.previous.reason })}</span> : null}
      </div>
    );
  }
  const { decision } = status;
  const when = format.date(decision.at);
  return (
    <div className="grid gap-1 md:min-w-48">
      <span className={decision.outcome === 'REJECTED' ? 'font-medium text-destructive' : 'font-medium text-success'}>
        {t(decision.outcome === 'REJECTED' ? 'waTrack.approval.rejected_by' : 'waTrack.approval.approved_by', { name: decision.checkerName, when })}
      </span>
      {decision.reason ? <span className="text-sm">{t('waTrack.approval.reason', { reason: decision.reason })}</span> : null}
    </div>
  );
}
