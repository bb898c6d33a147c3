import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import type { RcsCampaign } from '@/api/contracts/rcs-campaigns';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';
import { useKeptRcsCampaign } from './kept-rcs-campaign';
import { useRcsCampaign } from './queries/use-rcs-campaign';
import { RcsCampaignForm } from './rcs-campaign-form';
import { emptyRcsForm, formOf, type RcsAudienceChoice } from './rcs-form-state';

/** A new campaign on this page's audience, opened with the draft kept for it if there is one. */
function NewRcsCampaign({ audience }: { audience: RcsAudienceChoice }) {
  const { initial, keeping, generation } = useKeptRcsCampaign(audience === 'FILE' ? null : 'active-users', emptyRcsForm(audience));
  return <RcsCampaignForm key={generation} initial={initial} keeping={keeping} campaignId={null} hasSavedFile={false} bulk={audience === 'ACTIVE_USERS'} />;
}

/** A saved or scheduled campaign, opened with a draft kept for it since it last changed. */
function EditRcsCampaign({ campaign }: { campaign: RcsCampaign }) {
  const { initial, keeping, generation } = useKeptRcsCampaign(campaign.id, formOf(campaign), campaign.updatedOn);
  return <RcsCampaignForm key={generation} initial={initial} keeping={keeping} campaignId={campaign.id} hasSavedFile={campaign.audience === 'FILE'} savedRecipients={campaign.funnel.total} />;
}

/**
 * campaigns-creation (and brodcast-rcs with the active users chosen): a new campaign. Every arrival
 * starts the form again from its kept draft: the Thank-you modal's Close leads here again with a new
 * `arrival` in the location's state, and React Router keeps the same page element (and its state,
 * the open modal with it) between these routes. Moves between steps keep that state.
 */
export function CreateRcsCampaignPage({ audience = 'FILE' }: { audience?: RcsAudienceChoice }) {
  const { t } = useTranslation();
  const { state } = useLocation();
  const arrival = state && typeof state === 'object' && 'arrival' in state ? String(state.arrival) : '';
  return (
    <div className="grid grid-cols-1 gap-4 p-4">
      <h1 className="text-2xl font-semibold">{t(audience === 'FILE' ? 'rcsCampaigns.create_title' : 'rcsCampaigns.broadcast_title')}</h1>
      <NewRcsCampaign key={`${audience}.${arrival}`} audience={audience} />
    </div>
  );
}

/** edit-campaigns/{data}: `data` is `saved:<id>` or `scheduled:<id>`, as the lists link it. */
export function EditRcsCampaignPage() {
  const { t } = useTranslation();
  const { data = '' } = useParams();
  const [kind, id = ''] = data.split(':');
  const campaign = useRcsCampaign(kind === 'scheduled' ? 'scheduled' : 'saved', id);
  return (
    <div className="grid grid-cols-1 gap-4 p-4">
      <h1 className="text-2xl font-semibold">{t('rcsCampaigns.edit_title')}</h1>
      {campaign.isPending ? <Spinner label={t('rcsCampaigns.loading')} showLabel /> : null}
      {campaign.isError ? <Alert variant="destructive">{t('rcsCampaigns.not_found')}</Alert> : null}
      {campaign.data ? <EditRcsCampaign key={campaign.data.id} campaign={campaign.data} /> : null}
    </div>
  );
}
