import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat, type Formatter } from '@/ui/format';
import type { SenderNumber } from '@/api/contracts/campaigns';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import type { CostEstimate } from '@/api/rules/rate-card';
import { ReviewSummary, type AudienceResult, type ReviewCounts } from '@/campaigns';
import { listAudienceText } from '@/campaigns/contact-lists';
import type { SendForm } from '../send-form-state';
import { toCampaignSchedule } from '../../shared/campaign-schedule';
import { scheduleText } from '../../shared/schedule-text';
import { HEADER_MEDIA, mediaHeaderOf } from '../send-form-state';
import { isolate } from './template-step';

export interface ReviewStepProps {
  form: SendForm;
  sender: SenderNumber | undefined;
  template: WhatsappTemplate | null;
  counts: ReviewCounts | null;
  /** The parsed file or picked contact list, when this visit has one. */
  audience: AudienceResult | null;
  /** A file's cost by the rate card: null when the file was not read this visit; undefined for an audience read at the start. */
  cost: CostEstimate | null | undefined;
}

/**
 * A picked contact list is named, as the user chose it (as in the RCS form); a file says how many
 * valid numbers it gave. A campaign reopened with its recipients saved has neither this visit.
 */
function fileAudienceText(audience: AudienceResult | null, t: TFunction, format: Formatter): string {
  if (!audience) return t('waSend.audience.kind_UPLOAD_FILE');
  return listAudienceText(audience, t, format) ?? t('campaigns.review.file', { count: audience.counts.valid, n: format.number(audience.counts.valid) });
}

/** Step 5: what will be sent, to how many, when, and how long it takes at the number's pace. */
export function ReviewStep({ form, sender, template, counts, audience, cost }: ReviewStepProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const audienceText = form.audienceKind === 'ENGAGED_USERS' ? t('waSend.review.engaged_days', { days: form.engagedDays }) : form.audienceKind === 'UPLOAD_FILE' ? fileAudienceText(audience, t, format) : t(`waSend.audience.kind_${form.audienceKind}`);
  const rows = [
    ['name', form.name.trim()],
    ['sender', sender ? `${isolate(sender.displayNumber)} · ${sender.verifiedName}` : form.senderId],
    ['template', template ? `${template.name} (${template.language})` : ''],
    ['audience', audienceText],
    ['schedule', scheduleText(toCampaignSchedule(form.schedule), null, t, format)],
    // Which file the media header carries: the campaign's own upload or the template's sample.
    ...(mediaHeaderOf(template) ? [['header_file', t(form.mapping[HEADER_MEDIA] ? 'waSend.review.header_file_own' : 'waSend.review.header_file_sample')] as const] : []),
  ] as const;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{t(`waSend.review.${key}`)}</dt>
            <dd className="mb-2 break-words font-medium sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {counts && sender ? <ReviewSummary counts={counts} pace={{ messagesPerSecond: sender.throughput, dailyLimit: sender.messagingLimit }} cost={cost} /> : null}
      {form.audienceKind !== 'UPLOAD_FILE' ? <p className="text-sm text-muted-foreground">{t('waSend.review.dynamic_audience')}</p> : null}
    </div>
  );
}
