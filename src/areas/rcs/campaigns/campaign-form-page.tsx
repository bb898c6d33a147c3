import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import type { RcsCampaign } from '@/api/contracts/rcs-campaigns';
import { useKeptRcsCampaign } from './kept-rcs-campaign';
import { useRcsCampaign } from './queries/use-rcs-campaign';
import { RcsCampaignForm } from './rcs-campaign-form';
import { emptyRcsForm, formOf, type RcsAudienceChoice } from './rcs-form-state';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';

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
    <PageFrame titleId="rcs-campaign-form-title" title={t(audience === 'FILE' ? 'rcsCampaigns.create_title' : 'rcsCampaigns.broadcast_title')} width="wide">
      <NewRcsCampaign key={`${audience}.${arrival}`} audience={audience} />
    </PageFrame>
  );
}

/** edit-campaigns/{data}: `data` is `saved:<id>` or `scheduled:<id>`, as the lists link it. */
export function EditRcsCampaignPage() {
  const { t } = useTranslation();
  const { data = '' } = useParams();
  const [kind, id = ''] = data.split(':');
  const campaign = useRcsCampaign(kind === 'scheduled' ? 'scheduled' : 'saved', id);
  return (
    <PageFrame titleId="rcs-campaign-form-title" title={t('rcsCampaigns.edit_title')} width="wide">
      <QueryBoundary query={campaign} failed={t('rcsCampaigns.not_found')} saysOwnError={false} loading={t('rcsCampaigns.loading')}>
        {(saved) => <EditRcsCampaign key={saved.id} campaign={saved} />}
      </QueryBoundary>
    </PageFrame>
  );
}
