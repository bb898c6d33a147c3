import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { audienceKind, type AudienceKind } from '@/api/contracts/campaigns';
import { useDiscardToFirstStep, useKeptDraft } from '@/shell/drafts';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useApprovedTemplates } from '../shared/queries/use-approved-templates';
import { useCampaign } from '../shared/queries/use-campaign';
import { SEND_DRAFT_SCOPE, sendDraft } from './draft/send-draft-storage';
import { SendCampaignForm } from './send-campaign-form';
import { emptySendForm, formFromCampaign } from './send-form-state';
import { PageFrame } from '@/shell/page/page-frame';

/** A new campaign, or the one a kept draft had already saved on the server. */
function NewCampaign({ kind }: { kind: AudienceKind }) {
  const kept = useKeptDraft(SEND_DRAFT_SCOPE, null, sendDraft);
  const onDiscard = useDiscardToFirstStep(kept.discard);
  const draft = kept.draft;
  return (
    <SendCampaignForm
      key={kept.generation}
      initial={draft?.form ?? emptySendForm(kind)}
      baseline={emptySendForm(kind)}
      campaignId={draft?.campaignId ?? null}
      savedRecipients={draft?.savedRecipients ?? 0}
      draftKey={kept.key}
      restored={draft}
      onDiscard={onDiscard}
    />
  );
}

/** A campaign opened from a re-schedule route: loaded with its template, then the form on the route's audience. */
function EditCampaign({ id, kind }: { id: string; kind: AudienceKind }) {
  const { t } = useTranslation();
  const campaign = useCampaign(id);
  const templates = useApprovedTemplates(campaign.data?.senderId ?? '');
  const kept = useKeptDraft(SEND_DRAFT_SCOPE, id, sendDraft);
  const onDiscard = useDiscardToFirstStep(kept.discard);
  if (campaign.isError) {
    return (
      <Alert variant="destructive">
        <span>
          {t('waSend.edit.load_failed')}{' '}
          <Link className="font-medium underline" to="/whatsapp-campaign/schedule-whatsappcampaign">
            {t('waSend.edit.to_scheduled')}
          </Link>
        </span>
      </Alert>
    );
  }
  if (campaign.isPending || templates.isPending) return <Spinner label={t('waSend.edit.loading')} showLabel />;
  if (!campaign.data.allowedActions.includes('edit')) return <Alert variant="warning">{t('waSend.edit.not_editable', { name: campaign.data.name, state: t(`waSend.state.${campaign.data.state}`) })}</Alert>;
  const template = templates.data?.find((row) => row.sno === campaign.data.templateSno) ?? null;
  const saved = campaign.data.audience.kind === 'UPLOAD_FILE' && campaign.data.importState === 'COMPLETE' ? campaign.data.funnel.total : 0;
  const server = formFromCampaign(campaign.data, template, kind);
  // A kept draft older than the server's copy (edited elsewhere since) is not reopened over it.
  const draft = kept.draft && kept.draft.savedAt > Date.parse(campaign.data.updatedOn) ? kept.draft : null;
  return (
    <SendCampaignForm
      key={`${id}.${kept.generation}`}
      initial={draft?.form ?? server}
      baseline={server}
      campaignId={id}
      savedRecipients={kind === 'UPLOAD_FILE' ? (draft?.savedRecipients ?? saved) : 0}
      draftKey={kept.key}
      restored={draft}
      onDiscard={onDiscard}
    />
  );
}

/**
 * Spec §2 send-whatsapp, and its re-schedule routes `send-whatsapp/UPLOAD_FILE|ENGAGED_USERS|OPT_IN_USERS`
 * (`?campaignId=` names the campaign to edit; without it the form starts on that audience).
 */
export function SendWhatsappPage() {
  const { t } = useTranslation();
  const { reSchedule } = useParams();
  const [search] = useSearchParams();
  const campaignId = search.get('campaignId');
  const kind = reSchedule === undefined ? null : audienceKind.safeParse(reSchedule);
  const editing = campaignId !== null && kind?.success;
  return (
    <PageFrame
      titleId="wa-send-title"
      title={editing ? t('waSend.edit.title') : t('waSend.title')}
      lead={t('waSend.intro')}
      actions={
        <Button asChild variant="outline">
          <Link to="/whatsapp-campaign/schedule-whatsappcampaign">{t('waSend.to_scheduled')}</Link>
        </Button>
      }
    >
      {kind && !kind.success ? (
        <Alert variant="destructive">{t('waSend.edit.unknown_audience', { value: reSchedule })}</Alert>
      ) : editing && kind.success ? (
        <EditCampaign id={campaignId} kind={kind.data} />
      ) : (
        <NewCampaign kind={kind?.success ? kind.data : 'UPLOAD_FILE'} />
      )}
    </PageFrame>
  );
}
