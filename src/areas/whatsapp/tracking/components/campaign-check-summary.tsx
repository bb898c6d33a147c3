import { useTranslation } from 'react-i18next';
import type { CampaignPreview, CampaignView } from '@/api/contracts/campaigns';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { ReviewSummary } from '@/campaigns';
import { Spinner } from '@/ui/spinner';
import { TemplatePreview } from '../../shared/template-preview/template-preview';
import { slotValues } from '../../shared/slot-values';

/** The fixed texts of the mapping, by the server's keys: all a message to an audience read at the start carries. */
const fixedValues = (campaign: CampaignView) => Object.fromEntries(Object.entries(campaign.variableMapping).flatMap(([key, source]) => (source.kind === 'text' ? [[key, source.text]] : [])));

/** The messages as the first recipients' phones will show them: each with its own row's values and the fixed ones. */
export function FirstRecipients({ campaign, template, preview }: { campaign: CampaignView; template: WhatsappTemplate; preview: CampaignPreview }) {
  const { t } = useTranslation();
  const dynamic = campaign.audience.kind !== 'UPLOAD_FILE';
  return (
    <section aria-labelledby="checker-first-recipients" className="grid content-start gap-3">
      <h3 id="checker-first-recipients" className="text-sm font-medium">
        {t('waTrack.detail.first_recipients')}
      </h3>
      <p className="text-xs text-muted-foreground">{dynamic ? t('waTrack.detail.dynamic_message') : t('waTrack.detail.first_recipients_hint')}</p>
      {dynamic ? (
        <TemplatePreview template={template} values={slotValues(template, fixedValues(campaign))} />
      ) : (
        <ul className="grid gap-4">
          {preview.recipients.map((recipient) => (
            <li key={recipient.phone} aria-label={t('waTrack.detail.to_phone', { phone: recipient.phone })} className="grid gap-1">
              <span className="text-xs text-muted-foreground" dir="ltr">
                {t('waTrack.detail.to_phone', { phone: recipient.phone })}
              </span>
              <TemplatePreview template={template} values={slotValues(template, recipient.variables)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The maker's review summary, from what the server holds: audience, opt-outs, time at the daily limit, cost, time zones. */
export function CampaignCheckSummary({ campaign, preview }: { campaign: CampaignView; preview: { data?: CampaignPreview; isPending: boolean; isError: boolean } }) {
  const { t } = useTranslation();
  if (preview.isPending) return <Spinner label={t('waTrack.loading')} showLabel />;
  if (!preview.data)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('waTrack.detail.summary_failed')}
      </p>
    );
  const { audience, optedOut, timeZones, pace, cost } = preview.data;
  return <ReviewSummary counts={{ valid: audience, optedOut, timeZones }} pace={pace} cost={campaign.audience.kind === 'UPLOAD_FILE' ? cost : undefined} />;
}
