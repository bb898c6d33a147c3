import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignView } from '@/api/contracts/campaigns';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { useApprovedTemplate } from '../queries/use-approved-template';
import { useCampaignPreview } from '../queries/use-campaign-preview';
import { useCampaignView } from '../queries/use-campaign-view';
import { StateBadge } from './campaign-cells';
import { useFormat } from '@/ui/format';
import { scheduleText } from '../../shared/schedule-text';
import { CampaignCheckSummary, FirstRecipients } from './campaign-check-summary';

interface CampaignDetailDialogProps {
  id: string;
  busy: boolean;
  onApprove(campaign: CampaignView): void;
  onReject(campaign: CampaignView): void;
  onClose(): void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/**
 * What a checker decides on (#31): the first recipients' messages with their real values, the maker's
 * review summary (audience, time at the daily limit, cost, time zones), sender, schedule, window,
 * maker, history; approve and reject when open to them.
 */
export function CampaignDetailDialog({ id, busy, onApprove, onReject, onClose }: CampaignDetailDialogProps) {
  const { t } = useTranslation();
  const view = useCampaignView(id);
  const campaign = view.data;
  const template = useApprovedTemplate(campaign?.senderId, campaign?.templateSno);
  const preview = useCampaignPreview(id);
  const format = useFormat();
  const schedule = campaign?.schedule.kind === 'at' ? scheduleText(campaign.schedule, campaign.scheduleAt, t, format) : t('waTrack.detail.schedule_now');
  const audience =
    campaign?.audience.kind === 'ENGAGED_USERS' ? t('waTrack.audience.ENGAGED_USERS', { days: campaign.audience.days }) : campaign ? t(`waTrack.audience.${campaign.audience.kind}`) : '';
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('waTrack.close')} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{campaign?.name ?? t('waTrack.detail.title')}</DialogTitle>
          <DialogDescription>{t('waTrack.detail.description')}</DialogDescription>
        </DialogHeader>
        {view.isPending ? <Spinner label={t('waTrack.loading')} showLabel /> : null}
        {view.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('waTrack.detail.load_failed')}
          </p>
        ) : null}
        {campaign ? (
          <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
            <div className="grid content-start gap-4">
              <dl className="grid gap-3 sm:grid-cols-2">
                <Fact label={t('waTrack.columns.state')}>
                  <StateBadge state={campaign.state} />
                </Fact>
                <Fact label={t('waTrack.detail.maker')}>{campaign.makerName}</Fact>
                <Fact label={t('waTrack.detail.template')}>
                  {campaign.templateName ?? '—'} {campaign.templateLanguage ? <span className="text-muted-foreground">({campaign.templateLanguage})</span> : null}
                </Fact>
                <Fact label={t('waTrack.detail.sender')}>
                  <span dir="ltr">{campaign.senderNumber ?? campaign.senderId}</span>
                </Fact>
                <Fact label={t('waTrack.detail.audience')}>
                  {audience}
                  {campaign.funnel.total > 0 ? ` · ${t('waTrack.detail.recipients', { n: format.number(campaign.funnel.total) })}` : ''}
                </Fact>
                <Fact label={t('waTrack.detail.schedule')}>{schedule}</Fact>
                {campaign.sendWindow ? (
                  <Fact label={t('waTrack.detail.window')}>{t('waTrack.detail.window_hours', { start: campaign.sendWindow.startHour, end: campaign.sendWindow.endHour })}</Fact>
                ) : null}
                {campaign.expiryHours ? <Fact label={t('waTrack.detail.expiry')}>{t('waTrack.detail.expiry_hours', { hours: campaign.expiryHours })}</Fact> : null}
              </dl>
              <CampaignCheckSummary campaign={campaign} preview={preview} />
              <div className="grid gap-2">
                <h3 className="text-sm font-medium">{t('waTrack.detail.history')}</h3>
                <ol className="grid gap-1 text-sm">
                  {campaign.history.map((entry, index) => (
                    <li key={index} className="flex flex-wrap gap-x-2">
                      <span className="text-muted-foreground">{format.date(entry.at)}</span>
                      <span>{t('waTrack.detail.history_entry', { state: t(`waTrack.state.${entry.to}`), actor: entry.actorName })}</span>
                      {entry.to === 'REJECTED' && entry.note ? <span className="text-destructive">“{entry.note}”</span> : null}
                    </li>
                  ))}
                </ol>
              </div>
            </div>
            {template.data && preview.data ? <FirstRecipients campaign={campaign} template={template.data} preview={preview.data} /> : null}
          </div>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('waTrack.close')}
          </Button>
          {campaign?.allowedActions.includes('reject') ? (
            <Button type="button" variant="destructive" disabled={busy} onClick={() => onReject(campaign)}>
              <X aria-hidden />
              {t('waTrack.checker.reject')}
            </Button>
          ) : null}
          {campaign?.allowedActions.includes('approve') ? (
            <Button type="button" disabled={busy} onClick={() => onApprove(campaign)}>
              <Check aria-hidden />
              {t('waTrack.checker.approve')}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
